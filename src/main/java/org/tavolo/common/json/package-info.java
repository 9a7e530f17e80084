/** How the service reads and writes JSON. */
package org.tavolo.common.json;
