package ingestlab.data.synth;

import ingestlab.data.EuroparlDataset;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.regex.Pattern;

/**
 * Real words with their real frequencies: the most frequent words of the Europarl corpus's bodies, drawn in
 * proportion to how often they occur there, so generated text has a natural (Zipfian) term distribution.
 */
final class Vocabulary {
    private static final int LINES = 6000;
    private static final int WORDS = 40_000;
    /** What separates words: compiled once, not per line as {@code String.split} with a class of characters would. */
    private static final Pattern SEPARATORS = Pattern.compile("[\\s\\p{Punct}«»“”„’]+");
    private static Vocabulary europarl;

    private final String[] words;
    private final Zipf frequencies;

    private Vocabulary(String[] words, double[] counts) {
        this.words = words;
        this.frequencies = Zipf.ofWeights(counts);
    }

    /** Read once from the first lines of the Europarl corpus, then shared (it is immutable). */
    static synchronized Vocabulary europarl() {
        if (europarl == null) {
            europarl = read();
        }
        return europarl;
    }

    private static Vocabulary read() {
        Map<String, Integer> counts = new HashMap<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(EuroparlDataset.openResource(), StandardCharsets.UTF_8))) {
            String line;
            for (int n = 0; n < LINES && (line = reader.readLine()) != null; n++) {
                String body = line.substring(line.lastIndexOf('\t') + 1);
                for (String token : SEPARATORS.split(body)) {
                    if (!token.isEmpty() && token.length() < 30) {
                        counts.merge(token.toLowerCase(java.util.Locale.ROOT), 1, Integer::sum);
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<Map.Entry<String, Integer>> sorted = new ArrayList<>(counts.entrySet());
        sorted.sort(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()));
        int n = Math.min(WORDS, sorted.size());
        String[] words = new String[n];
        double[] weights = new double[n];
        for (int i = 0; i < n; i++) {
            words[i] = sorted.get(i).getKey();
            weights[i] = sorted.get(i).getValue();
        }
        return new Vocabulary(words, weights);
    }

    String word(SplittableRandom random) {
        return words[frequencies.next(random)];
    }

    /** {@code count} words separated by spaces. */
    void appendWords(StringBuilder out, int count, SplittableRandom random) {
        for (int i = 0; i < count; i++) {
            if (i > 0) {
                out.append(' ');
            }
            out.append(word(random));
        }
    }
}
