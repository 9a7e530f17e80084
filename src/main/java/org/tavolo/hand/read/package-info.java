/**
 * What pages read of a table's hands: the entries made at a table (hands and chip counts) and the last one, who
 * eliminated whom, and the reasons a hand was refused; used only by the pages ({@code org.tavolo.screens}).
 */
package org.tavolo.hand.read;
