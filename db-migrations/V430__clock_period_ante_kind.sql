-- Who posts a clock period's ante (docs/rules.md#big-blind-ante): EACH_PLAYER, the ante every stored
-- period has meant so far, or BIG_BLIND, the big blind alone for the table, as dead money. Every
-- period already stored says EACH_PLAYER, so that the settings read back are the settings written.
UPDATE tournament
   SET settings = jsonb_set(
           settings,
           '{clock,periods}',
           (SELECT jsonb_agg(
                       CASE WHEN period ? 'anteKind' THEN period
                            ELSE period || '{"anteKind": "EACH_PLAYER"}'::jsonb END
                       ORDER BY position)
              FROM jsonb_array_elements(settings -> 'clock' -> 'periods') WITH ORDINALITY AS p(period, position)))
 WHERE jsonb_typeof(settings -> 'clock' -> 'periods') = 'array'
   AND jsonb_array_length(settings -> 'clock' -> 'periods') > 0;
