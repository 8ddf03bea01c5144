package ingestlab.claims;

import ingestlab.results.Design;
import ingestlab.sweep.DuetPair;
import ingestlab.sweep.DuetPlan;
import ingestlab.sweep.PlannedTrial;
import ingestlab.sweep.SweepConfig;
import ingestlab.sweep.SweepPlan;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The plan of registry v3's suite: blocks, each holding at most one round of every claim and one round (a pair) of
 * the A/A control, in a seeded shuffled order of its own. There are as many blocks as the most rounds a claim
 * registers; the control runs in every one, and a claim of fewer rounds has its rounds spread evenly over the blocks
 * ({@link #blockOf}), so that every claim's rounds, and the control's, are spread over the suite's hours (randomized
 * multiple interleaved trials: Abedi and Brecht, ICPE 2017). When every claim registers the same rounds, round r of
 * every claim runs before round r + 1 of any. Within its turn a claim runs its own round as its sweep would:
 * every config once in a seeded shuffle ({@link SweepPlan}), or, for a duet claim, its baseline beside each contender
 * ({@link DuetPlan}). The plan is the same on every resume.
 *
 * @param blocks in run order
 */
public record SuiteBlocks(List<Block> blocks) {
    public SuiteBlocks {
        blocks = List.copyOf(blocks);
    }

    /**
     * One claim's round in a block.
     *
     * @param trials its trials in run order (none for a duet claim)
     * @param pairs its duet pairs in run order (none otherwise)
     */
    public record Unit(Claim claim, int round, List<PlannedTrial> trials, List<DuetPair> pairs) {
        public Unit {
            trials = List.copyOf(trials);
            pairs = List.copyOf(pairs);
        }
    }

    /** @param number 1..B */
    public record Block(int number, List<Unit> units) {
        public Block {
            units = List.copyOf(units);
        }
    }

    /**
     * @param claims the claims to run, each with its registered rounds ({@code experiment: rounds:}); the control
     *     among them runs in every block instead
     * @param configs each claim's configs by id, as its design runs them
     * @param seed seeds the blocks' order and, with the claim's place in the list, each claim's own order
     */
    public static SuiteBlocks of(List<Claim> claims, Map<String, List<SweepConfig>> configs, long seed) {
        int blocks = count(claims);
        if (blocks < 1) {
            throw new IllegalArgumentException("a suite needs a claim of at least 1 round");
        }
        List<List<Unit>> byBlock = new ArrayList<>();
        for (int b = 0; b < blocks; b++) {
            byBlock.add(new ArrayList<>());
        }
        for (int i = 0; i < claims.size(); i++) {
            Claim claim = claims.get(i);
            int rounds = claim.control() ? blocks : claim.rounds();
            long own = seed + 1 + i; // the claim's own order, the same on every resume
            List<SweepConfig> mine = configs.get(claim.id());
            List<DuetPair> pairs = claim.design() == Design.DUET ? DuetPlan.of(mine, 0, rounds, own) : List.of();
            List<PlannedTrial> trials = claim.design() == Design.DUET ? List.of() : SweepPlan.of(mine, 0, rounds, own);
            for (int r = 1; r <= rounds; r++) {
                int round = r;
                byBlock.get(blockOf(r, rounds, blocks) - 1).add(new Unit(claim, r,
                        trials.stream().filter(t -> t.trial() == round).toList(),
                        pairs.stream().filter(p -> p.baseline().trial() == round).toList()));
            }
        }
        Random random = new Random(seed);
        List<Block> planned = new ArrayList<>();
        for (int b = 0; b < blocks; b++) {
            List<Unit> units = new ArrayList<>(byBlock.get(b));
            Collections.shuffle(units, random);
            // The control must span the claims' hours (its first trial before the 10th percentile of their starts,
            // its last after the 90th): shuffled like a claim it misses that by chance in most suites of 5-8
            // rounds, so it opens the first block and closes the last; elsewhere it takes its shuffled place.
            if (b == 0) {
                moveControl(units, 0);
            }
            if (b == blocks - 1) {
                moveControl(units, units.size() - 1);
            }
            planned.add(new Block(b + 1, units));
        }
        return new SuiteBlocks(planned);
    }

    /**
     * The suite's blocks, which are the control's pairs: the most rounds a claim other than the control registers
     * (the control's own, when it runs alone).
     */
    static int count(List<Claim> claims) {
        return claims.stream().filter(c -> !c.control()).mapToInt(Claim::rounds).max()
                .orElse(claims.stream().mapToInt(Claim::rounds).max().orElse(0));
    }

    /**
     * The block (1..blocks) of a claim's round r of its rounds: the start of the r-th of rounds equal stretches of
     * the suite, so that 5 rounds of 31 blocks run in blocks 1, 7, 13, 19 and 25, not in the first five; with as many
     * rounds as blocks, round r runs in block r. The start, not the middle, so that a suite its budget stops early
     * loses the rounds of the claims that registered the most, not the last round of every claim.
     */
    static int blockOf(int round, int rounds, int blocks) {
        if (round < 1 || round > rounds || rounds > blocks) {
            throw new IllegalArgumentException("round " + round + " of " + rounds + " in " + blocks + " blocks");
        }
        return (int) ((long) (round - 1) * blocks / rounds) + 1;
    }

    private static void moveControl(List<Unit> units, int to) {
        for (int i = 0; i < units.size(); i++) {
            if (units.get(i).claim().control()) {
                units.add(to, units.remove(i));
                return;
            }
        }
    }

    /** How many trials the plan holds (a duet pair counts two). */
    public int trials() {
        return blocks.stream().flatMap(b -> b.units().stream())
                .mapToInt(u -> u.trials().size() + 2 * u.pairs().size()).sum();
    }
}
