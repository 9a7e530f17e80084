/** Pages of long lists: the {@code page} and {@code size} query parameters, bounded. */
package org.tavolo.common.paging;
