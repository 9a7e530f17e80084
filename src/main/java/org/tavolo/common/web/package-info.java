/** Checks at the HTTP door that come before any resource: media types, sizes of bodies, addresses and headers. */
package org.tavolo.common.web;
