/** Pages for players and the public, rendered with Qute. */
package org.tavolo.web;
