/** Checks that the documentation says only what is true of the code: the rule book's anchors and the tests it names. */
package org.tavolo.docs;
