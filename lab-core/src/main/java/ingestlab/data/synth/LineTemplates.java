package ingestlab.data.synth;

import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Log lines of one kind, drawn from fixed templates with a Zipf law (a few templates make most lines, as in real
 * logs) and filled with random parts: {@code {d5}} five digits, {@code {n5}} a number of one to five digits,
 * {@code {x8}} eight hex digits, {@code {ip}} an IPv4 address, {@code {hms}} a time of day, {@code {w3}} three
 * words of real text ({@link Vocabulary}), and {@code {a|b|c}} one of the choices; other braces are literal.
 * Immutable; the random stream is the caller's.
 */
final class LineTemplates {
    private static final char[] HEX = "0123456789abcdef".toCharArray();
    private final String[] templates;
    private final Zipf rank;

    LineTemplates(double exponent, String... templates) {
        this.templates = templates;
        this.rank = Zipf.ofExponent(templates.length, exponent);
    }

    String next(SplittableRandom random) {
        return fill(templates[rank.next(random)], random);
    }

    static String fill(String template, SplittableRandom random) {
        StringBuilder out = new StringBuilder(template.length() + 32);
        int i = 0;
        while (i < template.length()) {
            char c = template.charAt(i);
            int close = c == '{' ? template.indexOf('}', i) : -1;
            if (close < 0 || !isPart(template.substring(i + 1, close))) {
                out.append(c);
                i++;
                continue;
            }
            String part = template.substring(i + 1, close);
            i = close + 1;
            int bar = part.indexOf('|');
            if (bar >= 0) {
                String[] choices = part.split("\\|", -1);
                out.append(choices[random.nextInt(choices.length)]);
                continue;
            }
            if (part.equals("ip")) {
                out.append(LogsStreamDataset.ip(random));
                continue;
            }
            if (part.equals("hms")) {
                int second = random.nextInt(86_400);
                out.append(String.format(Locale.ROOT, "%02d:%02d:%02d", second / 3600, second / 60 % 60, second % 60));
                continue;
            }
            int count = Integer.parseInt(part.substring(1));
            switch (part.charAt(0)) {
                case 'd' -> digits(out, count, random);
                case 'n' -> out.append(random.nextInt((int) Math.pow(10, 1 + random.nextInt(count))));
                case 'x' -> {
                    for (int k = 0; k < count; k++) {
                        out.append(HEX[random.nextInt(16)]);
                    }
                }
                case 'w' -> Vocabulary.europarl().appendWords(out, count, random);
                default -> throw new IllegalArgumentException("unknown part {" + part + "} in " + template);
            }
        }
        return out.toString();
    }

    /** A placeholder, not literal braces (JSON in a line): {@code d5}, {@code x8}, or choices without quotes. */
    private static boolean isPart(String part) {
        return part.matches("[dnxw]\\d+|ip|hms") || (part.indexOf('|') >= 0 && part.indexOf('"') < 0 && part.indexOf('{') < 0);
    }

    private static void digits(StringBuilder out, int count, SplittableRandom random) {
        for (int k = 0; k < count; k++) {
            out.append((char) ('0' + random.nextInt(10)));
        }
    }
}
