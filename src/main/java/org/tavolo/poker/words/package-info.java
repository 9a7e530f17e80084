/**
 * The words of a refusal: a problem's template from the catalog ({@code problems_it.properties}) filled with the
 * refusal's facts, the one way the service's pages and the poker core in the browser say it.
 */
package org.tavolo.poker.words;
