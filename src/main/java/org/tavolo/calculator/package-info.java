/**
 * Stateless calculators a director uses at the table: showdowns ({@code POST /api/evaluations}),
 * pot settlement ({@code POST /api/settlements}) and Chinese poker deals and matches
 * ({@code POST /api/chinese-poker/deals}, {@code /matches}). Nothing here is stored; each answer
 * comes from the pure poker core.
 */
package org.tavolo.calculator;
