/**
 * Registration before the night: players register themselves, a cap with a waiting list that moves by itself,
 * confirmation the day before, check-in at the door, and the turnout the first draw seats (docs/registration.md).
 */
package org.tavolo.registration;
