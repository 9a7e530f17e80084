/** The audit trail: who changed what, and when, readable through the API. */
package org.tavolo.audit;
