/**
 * E-mail to registered players, sent only where the club configures an SMTP server (docs/registration.md#e-mail):
 * the private page's address when a player registers from the form, and each later change of status.
 */
package org.tavolo.mail;
