/** The table director's page on a phone: the table as it is, and hands entered, previewed and confirmed there. */
package org.tavolo.screens.desk;
