/**
 * The account pages: sign-in and sign-out, the organizers' accounts and API tokens, and the
 * director accesses of a tournament with their QR codes. The checks themselves live in
 * {@code org.tavolo.security}.
 */
package org.tavolo.screens.account;
