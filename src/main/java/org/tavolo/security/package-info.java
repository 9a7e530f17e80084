/**
 * Sign-in and roles: organizer accounts, table directors' code-and-PIN accesses, and the rule that
 * decides who may call each path of the API (docs/security.md).
 */
package org.tavolo.security;
