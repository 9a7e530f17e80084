/**
 * Live updates for the room's screens: one server-sent-events stream per tournament, fed by the
 * audit trail's PostgreSQL notifications so that a change made on any service instance reaches the
 * screens connected to all of them; and the organizer's announcements.
 */
package org.tavolo.live;
