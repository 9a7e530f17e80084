/**
 * The night simulator: seeded random nights played against the real service through its own doors, each step checked
 * against an independent model, a failing night shrunk to its shortest failing steps (docs/testing.md).
 */
package org.tavolo.simulator;
