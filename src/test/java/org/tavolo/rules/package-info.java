/**
 * The rule scenarios: nights at one table played by the poker core alone, without the application or its database,
 * each class tagged {@code rules} so that the tier runs on its own in seconds (docs/testing.md#the-rule-scenarios).
 */
package org.tavolo.rules;
