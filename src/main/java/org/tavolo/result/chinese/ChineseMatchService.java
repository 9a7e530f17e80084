package org.tavolo.result.chinese;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.ArrayList;
import java.util.List;
import org.tavolo.ledger.ChipLedger;
import org.tavolo.ledger.TableChanges;
import org.tavolo.result.GameAtTable;
import org.tavolo.result.ResultKind;
import org.tavolo.result.ResultService;
import org.tavolo.result.RoundGames;
import org.tavolo.result.ScoredLine;
import org.tavolo.result.TablePlayers;
import org.tavolo.result.TableResult;
import org.tavolo.result.TableResultView;
import org.tavolo.result.TableScoring;
import org.tavolo.result.VictoryPoints;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentFormat;

/**
 * Records Chinese poker matches at the tables (docs/rules.md#chinese-match), from their victory points or their three
 * deals, as table results stored by {@link ResultService}.
 */
@ApplicationScoped
public class ChineseMatchService {

    private final ResultService results;
    private final TableScoring scoring;
    private final ChipLedger ledger;
    private final TableChanges changes;

    ChineseMatchService(ResultService results, TableScoring scoring, ChipLedger ledger, TableChanges changes) {
        this.results = results;
        this.scoring = scoring;
        this.ledger = ledger;
        this.changes = changes;
    }

    /**
     * Records a Chinese poker match at a table (docs/rules.md#chinese-match): victory points → places (ties
     * shared) → points from the scheme for the table's size. A table's director names the match and its players
     * beside their seats (docs/errors.md#entries-bound-to-what-was-seen).
     */
    @Transactional
    public TableResultView recordChineseMatch(
            long tournamentId, int table, int match, RecordChineseMatchRequest request) {
        changes.requireBound(DealSeen.unbound(request));
        Tournament tournament = results.requireFormat(tournamentId, TournamentFormat.CHINESE_POKER);
        ledger.lockTable(tournamentId, match, table);
        GameAtTable where = RoundGames.at(tournament, request.round(), match, table, "match");
        DealSeen.requireSeen(where, request.gameNumber(), request.expected());
        ResultService.playersOfTable(
                where, ResultKind.CHINESE_MATCH, "victoryPoints", request.victoryPoints(), VictoryPoints::entry);
        List<ScoredLine> scored = scoring.chinese(tournament, request.victoryPoints());
        return TableResultView.from(results.store(where, ResultKind.CHINESE_MATCH, scored));
    }

    /**
     * Scores a Chinese poker match from its three deals (docs/rules.md#chinese-tokens) with the tournament's token
     * set and rule, then records it like {@link #recordChineseMatch}.
     */
    @Transactional
    public TableResultView recordChineseDeals(
            long tournamentId, int table, int match, ChineseMatchDealsRequest request) {
        changes.requireBound(DealSeen.unbound(request));
        Tournament tournament = results.requireFormat(tournamentId, TournamentFormat.CHINESE_POKER);
        ledger.lockTable(tournamentId, match, table);
        GameAtTable where = RoundGames.at(tournament, request.round(), match, table, "match");
        DealSeen.requireSeen(where, request.gameNumber(), request.expected());
        return TableResultView.from(recordDeals(tournament, where, request));
    }

    /**
     * Scores and records a match from its three deals, as {@link #recordChineseDeals} does; the
     * caller holds the table's lock (the third deal stored on its own, {@link ChineseDealService}).
     */
    TableResult recordDeals(Tournament tournament, GameAtTable where, ChineseMatchDealsRequest request) {
        long tournamentId = where.tournamentId();
        List<TablePlayers.Named> named = new ArrayList<>();
        for (int d = 0; d < request.deals().size(); d++) {
            List<ChineseMatchDealsRequest.Hands> players =
                    request.deals().get(d).players();
            for (int p = 0; p < players.size(); p++) {
                named.add(new TablePlayers.Named(
                        "deals[" + d + "].players[" + p + "].entry",
                        players.get(p).entry()));
            }
        }
        TablePlayers.requireEntries(tournamentId, named);
        TablePlayers.requireSeated(where, ResultKind.CHINESE_MATCH, "deals", ResultService.entriesOf(named));
        List<VictoryPoints> points = ChineseScores.victoryPoints(tournament.settings(), request);
        return results.store(where, ResultKind.CHINESE_MATCH, scoring.chinese(tournament, points));
    }
}
