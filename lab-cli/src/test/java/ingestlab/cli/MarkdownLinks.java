package ingestlab.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The relative links of markdown files, and whether each holds: its file exists and its {@code #anchor} names a
 * heading of that file, by GitHub's rule. Fenced code blocks and inline code are not markdown, so neither their
 * "links" nor their "headings" count.
 */
final class MarkdownLinks {
    private static final Pattern INLINE_LINK = Pattern.compile("\\[[^\\]]*]\\(<?([^)\\s>]+)>?(?:\\s+\"[^\"]*\")?\\)");
    private static final Pattern HEADING = Pattern.compile("^ {0,3}#{1,6}\\s+(.*?)\\s*#*\\s*$");
    private static final Pattern CODE_SPAN = Pattern.compile("`[^`]*`");
    private static final Pattern FENCE = Pattern.compile("^ {0,3}(```|~~~)");

    private MarkdownLinks() {}

    /** The broken relative links of {@code file}, each as {@code file:line: target (why)}; none when all hold. */
    static List<String> broken(Path file) throws IOException {
        List<String> broken = new ArrayList<>();
        List<String> lines = prose(file);
        for (int i = 0; i < lines.size(); i++) {
            Matcher link = INLINE_LINK.matcher(CODE_SPAN.matcher(lines.get(i)).replaceAll(""));
            while (link.find()) {
                String target = link.group(1);
                String why = whyBroken(file, target);
                if (why != null) {
                    broken.add(file + ":" + (i + 1) + ": " + target + " (" + why + ")");
                }
            }
        }
        return broken;
    }

    /** Why {@code target}, linked from {@code file}, does not hold; null when it does or is not a relative link. */
    private static String whyBroken(Path file, String target) throws IOException {
        if (target.matches("(?i)^[a-z][a-z0-9+.-]*:.*")) {
            return null; // http(s), mailto: not a file of the repository
        }
        int hash = target.indexOf('#');
        String path = hash < 0 ? target : target.substring(0, hash);
        Path linked = path.isEmpty() ? file : file.getParent().resolve(path).normalize();
        if (!Files.exists(linked)) {
            return "no such file";
        }
        if (hash < 0 || !Files.isRegularFile(linked) || !linked.toString().endsWith(".md")) {
            return null;
        }
        String anchor = target.substring(hash + 1);
        return anchors(linked).contains(anchor) ? null : "no heading with anchor #" + anchor;
    }

    /** The anchors GitHub gives the headings of {@code file}: the second heading of one name gets {@code -1}, etc. */
    static Set<String> anchors(Path file) throws IOException {
        Set<String> anchors = new HashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        for (String line : prose(file)) {
            Matcher heading = HEADING.matcher(line);
            if (heading.matches()) {
                String slug = slug(heading.group(1));
                int n = seen.merge(slug, 1, Integer::sum) - 1;
                anchors.add(n == 0 ? slug : slug + "-" + n);
            }
        }
        return anchors;
    }

    /** GitHub's anchor of a heading: lower case, punctuation other than hyphens and underscores dropped, spaces to hyphens. */
    static String slug(String heading) {
        String text = heading.replaceAll("\\[([^\\]]*)]\\([^)]*\\)", "$1"); // a link in a heading anchors by its text
        return text.toLowerCase(java.util.Locale.ROOT).replaceAll("[^\\p{L}\\p{M}\\p{N}_ -]", "").replace(' ', '-');
    }

    /** The lines of {@code file}, with those of fenced code blocks blanked (so line numbers stay right). */
    private static List<String> prose(Path file) throws IOException {
        List<String> lines = new ArrayList<>();
        String fence = null;
        for (String line : Files.readAllLines(file)) {
            Matcher open = FENCE.matcher(line);
            if (fence == null && open.find()) {
                fence = open.group(1);
                lines.add("");
            } else if (fence != null) {
                if (line.strip().startsWith(fence)) {
                    fence = null;
                }
                lines.add("");
            } else {
                lines.add(line);
            }
        }
        return lines;
    }
}
