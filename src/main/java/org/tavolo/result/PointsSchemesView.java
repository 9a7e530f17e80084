package org.tavolo.result;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.tavolo.poker.scoring.Points;
import org.tavolo.poker.scoring.PointsScheme;
import org.tavolo.poker.scoring.PointsSchemes;

/**
 * The points schemes in force for a tournament: per table size (defaults included) and the
 * Hold'em league scheme, or null when there is none.
 */
public record PointsSchemesView(Map<Integer, List<BigDecimal>> tables, List<BigDecimal> league) {

    static PointsSchemesView of(PointsSchemes schemes, PointsScheme league) {
        Map<Integer, List<BigDecimal>> tables = new TreeMap<>();
        schemes.byTableSize().forEach((size, scheme) -> tables.put(size, decimals(scheme)));
        return new PointsSchemesView(tables, league == null ? null : decimals(league));
    }

    private static List<BigDecimal> decimals(PointsScheme scheme) {
        return scheme.byPlace().stream().map(Points::toDecimal).toList();
    }
}
