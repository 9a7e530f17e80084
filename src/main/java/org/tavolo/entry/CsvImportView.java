package org.tavolo.entry;

import java.util.List;

/** The answer to a registration file: the entries made, and per line whether it matched or created a player. */
public record CsvImportView(List<EntryView> entries, List<CsvImport.LineOutcome> lines) {}
