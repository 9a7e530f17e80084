/**
 * Championships: a club's tournaments grouped for a season, as a season table that adds up the
 * evenings or as the stages of an Italian tournament ending in a final (docs/championships.md).
 */
package org.tavolo.championship;
