/**
 * Stateless calculators a director uses at the table: showdowns ({@code POST /api/evaluations}).
 * Nothing here is stored; each answer comes from the pure poker core.
 */
package org.tavolo.calculator;
