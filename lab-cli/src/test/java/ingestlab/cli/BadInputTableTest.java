package ingestlab.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import ingestlab.metrics.Metric;
import ingestlab.results.ResultsCsv;
import ingestlab.util.WriterLock;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The bad-input table: every command, every kind of mistake a new user makes. Each case must be refused with exit
 * code 2 and one line on stderr that holds the expected fragments (the option or file, the bad value, what is
 * allowed), no stack trace, nothing on stdout, and every file in its folder, the results CSV first, byte for byte as
 * before (nothing new written either).
 *
 * <p>A case is {@code "command line | fragment; fragment; ..."}. In the command line, {@code ''} is an empty value and
 * capitalised words are files made once: OUT (a copy of a real lab results CSV, per case), DIR (a folder), EMPTY,
 * UNREADABLE, NOT_LAB, LACKING (a lab CSV without its metric columns), BAD_TYPE, NOT_JSON (mapping files), YAML_*
 * (sweep files), NDJSON (a good corpus), HELD (a lab CSV another writer holds locked). {@code lab run} and
 * {@code lab sweep} get {@code --out OUT} when they have no {@code --out}.
 */
class BadInputTableTest {
    private static final String FORBIDDEN = "/proc/forbidden";

    static final List<String> CASES = List.of(
            // unknown commands and options, with picocli's suggestion kept on the one line
            "rn | 'rn'; did you mean run",
            "reprot OUT | 'reprot'; did you mean report",
            "datasets smaple geopoint | 'smaple'; did you mean sample",
            "run --shard-skw 1 | --shard-skw; did you mean; --shard-skew",
            "sweep --flush-mod full | --flush-mod; did you mean; --flush-mode",
            "report --metric docs_per_s OUT | --metric; did you mean; --metrics",
            "compare OUT OUT --tset welch | --tset; did you mean; --test",
            // unknown names, empty values, numbers in the wrong form
            "run --selector biggest | --selector; 'biggest'; is not one of largest, random, round-robin",
            "run --flush-mode '' | --flush-mode; ''; is not one of",
            "run --codec brotli | --codec; 'brotli'; is not one of default",
            "run --ids '' | --ids; ''; is not one of auto, explicit",
            "run --merge-policy log | --merge-policy; 'log'; is not one of tiered",
            "run --dataset wikipedia | --dataset; 'wikipedia'; is not one of europarl",
            "run --docs 1e5 | --docs; '1e5'; write 100000",
            "run --docs 100,000 | --docs; '100,000'; write 100000",
            "run --threads 2.5 | --threads; '2.5'; whole number",
            "run --threads '' | --threads; ''; whole number",
            "run --seed abc | --seed; 'abc'; whole number",
            "run --docs 99999999999999999999 | --docs; '99999999999999999999'; too large; at most",
            "run --shards 3000000000 | --shards; '3000000000'; too large; at most 2147483647",
            "run --buffer '' | --buffer; ''; 10%, 256mb",
            "sweep --heap '' | --heap; ''; 1g",
            "run --shard-skew 1,5 | --shard-skew; '1,5'; write 1.5",
            "sweep --docs 1e5 | --docs; '1e5'; write 100000",
            "sweep --merge-policy tiered,log | --merge-policy; 'log'; is not one of tiered",
            "sweep --flush-mode full,,next-buffer | --flush-mode; 'full,,next-buffer'; empty item",
            "compare OUT OUT --test ttest | --test; 'ttest'; welch",
            "report --format xml OUT | --format; 'xml'; markdown",
            "datasets bench geopoint --mapping static | --mapping; 'static'; explicit, dynamic",
            // zero, negative and absurd counts, against limits that say why
            "run --threads 0 | --threads; '0'; at least 1",
            "run --threads -1 | --threads; '-1'; at least 1",
            "run --threads 1000000 | --threads; '1000000'; at most 4096",
            "run --shards 0 | --shards; '0'; at least 1",
            "run --shards 100000 | --shards; '100000'; at most 1024; Elasticsearch",
            "run --trials 0 | --trials; '0'; at least 1",
            "run --trials -3 | --trials; '-3'; at least 1",
            "run --docs -5 | --docs; '-5'; at least 1",
            "run --bulk-size 0 | --bulk-size; '0'; at least 1",
            "run --bulk-size 2000000 | --bulk-size; '2000000'; at most 1000000",
            "run --write-threads 0 | --write-threads; '0'; at least 1",
            "sweep --trials 0 | --trials; '0'; at least 1",
            "sweep --warmup-trials -1 | --warmup-trials; '-1'; 0 or more",
            "sweep --shards 2,0 | --shards; '0'; at least 1",
            "datasets sample geopoint -n 0 | --count; '0'; at least 1",
            "datasets bench geopoint --docs 0 | --docs; '0'; at least 1",
            "datasets bench geopoint --warmup -1 | --warmup; '-1'; at least 0",
            // sizes: no unit, a bad unit, more than the heap
            "run --buffer 25 | --buffer; '25'; has no unit; 25%; 25mb",
            "run --buffer 25xb | --buffer; '25xb'; 256mb",
            "run --buffer 5g | --buffer; 5g; more than the whole heap",
            "sweep --heap 12 | --heap; '12'; no unit",
            "sweep --heap 32mb | --heap; '32mb'; at least 64mb",
            "sweep --buffer 2g --heap 1g | --buffer; 2g; more than the whole heap",
            // durations
            "run --refresh-interval 5parsecs | --refresh-interval; '5parsecs'; 500ms, 5s, 1m, or off",
            "run --refresh-interval 10 | --refresh-interval; '10'; 500ms, 5s, 1m, or off",
            "run --controller-interval 0s | --controller-interval; '0s'; at least 1ms",
            "run --search-idle -5s | --search-idle; '-5s'; 500ms, 5s, 1m, or off",
            "sweep --trial-timeout soon | --trial-timeout; 'soon'; 500ms, 5s, 1m, or off",
            // contradictions
            "run --update-ratio 0.2 | --update-ratio; 0.2; needs --ids explicit",
            "run --ids auto --update-ratio 0.2 | --update-ratio; 0.2; needs --ids explicit",
            "run --codec default --codec-level 3 | --codec-level; 3; default",
            "run --codec best-compression --codec-level 2 | --codec-level; 2; best-compression",
            "run --codec zstd --codec-level 9 | --codec-level; 9; 1; 6",
            "sweep --ids auto --update-ratio 0.1,0.2 | --update-ratio; needs --ids explicit",
            "run --translog-sync-interval 1s | --translog-sync-interval; '1s'; --translog none; async or request",
            "run --translog none --translog-flush-threshold 64mb | --translog-flush-threshold; '64mb'; async or request",
            "sweep --translog-flush-age 30s,1m | --translog-flush-age; --translog none; async or request",
            "run --translog request --crash-after 100 | --crash-after; '100'; needs --keep-index",
            "run --translog sometimes | --translog; 'sometimes'; none, async, request",
            "run --replicas 3 | --replicas; '3'; 0 to 2",
            "run --search-rate -1 | --search-rate; '-1.0'; 0 = no searches; 1000",
            // the search benchmark: a duration, a force-merge target, query types the dataset can give
            "run --search-bench 0s | --search-bench; '0s'; at least 1ms (or off)",
            "run --search-bench -10s | --search-bench; '-10s'; a positive duration such as 500ms, 10s or 1m, or off",
            "run --search-bench -1 | --search-bench; '-1'; a positive duration",
            "run --search-bench 1s --search-bench-after-merge 0 | --search-bench-after-merge; '0'; at least 1",
            "run --search-bench 1s --search-queries term-high,fuzzy | --search-queries; 'fuzzy'; is not a query type; "
                    + "term-high, term-medium",
            "run --search-bench-after-merge 1 | --search-bench-after-merge; '1'; has no effect without --search-bench",
            "run --dataset geopoint --search-bench 1s --search-queries range | --search-queries; 'range'; numeric or "
                    + "date field; 'geopoint'; allowed for it",
            "sweep --search-bench 1s,0s | --search-bench; '0s'; at least 1ms",
            "calibrate --warmup-runs -1 | --warmup-runs; '-1'; at least 0",
            "calibrate --rounds 0 | --rounds; '0'; at least 1",
            "calibrate --timed-runs 0 | --timed-runs; '0'; at least 1",
            "calibrate --warmup-time 0s | --warmup-time; '0s'; at least 1ms (or off)",
            "calibrate --timed-time 0s | --timed-time; '0s'; at least 1ms (or off)",
            "calibrate --heap 32mb | --heap; '32mb'; at least 64mb",
            "recover | --work-dir",
            "recover --work-dir DIR | --work-dir; holds no index kept by lab run --keep-index",
            // the first table of single options, each against lab run
            "run --selector biggest | --selector; 'biggest' is not one of largest",
            "run --flush-mode partial | --flush-mode; 'partial' is not one of full",
            "run --controller-dispatch threads | --controller-dispatch; 'threads' is not one of indexing-threads",
            "reference run --engine es-8.10.4 --controller-dispatch indexing-threads | --controller-dispatch; "
                    + "es-8.10.4; refresh-pool only",
            "reference run --engine es-8.11.4,es-8.11.4 | --engine; 'es-8.11.4,es-8.11.4'; names es-8.11.4 twice",
            "reference run --engine es-8.11.4,es-9 | --engine; 'es-9' is not an engine",
            "reference run --engine es-8.10.4,es-8.11.4 --selector largest | --flush-mode/--selector; es-8.11.4",
            "run --merge-policy log | --merge-policy; 'log' is not one of tiered",
            "run --codec brotli | --codec; 'brotli' is not one of default",
            "run --dataset wikipedia | --dataset; 'wikipedia' is not one of europarl",
            "run --dataset ndjson:/no/such/file.json | --dataset; no readable file /no/such/file.json",
            "run --mapping static | --mapping; 'static' is not one of explicit, dynamic",
            "run --ids random | --ids; 'random' is not one of auto, explicit",
            "run --update-ratio 0.2 | --update-ratio; needs --ids explicit",
            "run --update-ratio 1.5 | --update-ratio; '1.5' is out of range (0 <= ratio < 1)",
            "run --mapping-file /no/such/mapping.json | --mapping-file; /no/such/mapping.json",
            "run --shards 0 | --shards; '0' is not allowed (must be at least 1)",
            "run --threads -2 | --threads; '-2' is not allowed (must be at least 1)",
            "run --docs 0 | --docs; '0' is not allowed (must be at least 1)",
            "run --bulk-size 0 | --bulk-size; '0' is not allowed (must be at least 1)",
            "run --trials 0 | --trials; '0' is not allowed (must be at least 1)",
            "run --merge-threads 0 | --merge-threads; '0' is not allowed (must be at least 1)",
            "run --buffer 150% | --buffer; '150%' is out of range",
            "run --buffer 0% | --buffer; '0%' is out of range",
            "run --buffer huge | --buffer; 'huge' is not a percentage or size",
            "run --shard-skew 11 | --shard-skew; '11.0' is out of range",
            "run --write-queue 0 | --write-queue; '0' is not allowed (must be at least 1)",
            "run --controller-interval 0s | --controller-interval; '0s' must be at least 1ms",
            "run --controller-interval off | --controller-interval; 'off' is not allowed",
            "run --shards many | --shards; 'many' is not a whole number",
            "run --buffer 25 | --buffer; '25' has no unit (write 25% of the heap, or a size such as 25mb)",
            "run --buffer 5g | --buffer; is more than the whole heap",
            "run --threads 1000000 | --threads; '1000000' is too many (at most 4096",
            "run --shards 100000 | --shards; '100000' is too many (at most 1024: Elasticsearch's default",
            "run --bulk-size 2000000 | --bulk-size; '2000000' is too many (at most 1000000",
            "run --work-dir /proc/forbidden | --work-dir; '/proc/forbidden' cannot be written (",
            // report and compare, beyond the file cases below
            "compare OUT | With one FILE, give --baseline and --contender",
            "compare OUT --baseline docs_per_s=1 --contender flush_mode=full | --baseline; 'docs_per_s' is not one of the factors",
            "compare OUT OUT --test ks | --test; 'ks'; welch, mwu",
            "report OUT --baseline flush_mode=bogus | --baseline; 'flush_mode=bogus'; matches 0 configs; must match one of",
            "report OUT --out x.csv | --out; only with --jmh",
            "report --timeline OUT | --timeline; needs --charts",
            "compare OUT OUT --baseline flush_mode=full | --baseline; only with one FILE",
            "noise OUT --lag 0 | --lag; '0'; at least 1",
            "search-cost OUT | FILES; no searches file; next to; --search-bench",
            "search-cost OUT --min-rounds 1 | --min-rounds; '1'; at least 2",
            "search-cost /no/such/results.csv | FILES; /no/such/results.csv; does not exist",
            "noise OUT --metric docs_per_sec | --metric; 'docs_per_sec'; docs/columns.md",
            "noise OUT --rule batch-1 | --rule; only with --designs",
            "noise OUT --designs --rule batch-1 | --rule; needs --expected",
            "noise OUT --designs --rule batch-1 --expected k1 | --expected; 'k1'; LABEL=RATIO",
            "noise OUT --designs --rule batch-1 --expected k1=-2 | --expected; '-2'; a ratio above 0",
            "noise OUT --designs --expected k1=0.9 | --expected; only with --rule",
            "report --jmh OUT OUT | --jmh; not both",
            // sweep files
            "sweep --file YAML_SYNTAX | --file; YAML_SYNTAX; is not valid YAML",
            "sweep --file YAML_UNKNOWN_FACTOR | --file; 'flush_moed'; allowed:",
            "sweep --file YAML_EMPTY_GRID | --file; YAML_EMPTY_GRID; nothing to sweep",
            "sweep --file YAML_EMPTY_LIST | --file; YAML_EMPTY_LIST; shards is an empty list",
            "sweep --file YAML_UNKNOWN_SECTION | --file; 'grids'; allowed: base, grid, configs, mode",
            "sweep --file YAML_BAD_MODE | --file; 'triple'; allowed: sequential, duet",
            "sweep --duet --no-fork --buffer 4mb,8mb | --duet; --no-fork; a JVM of its own",
            "sweep --file YAML_DUET --no-fork | --file; --no-fork; a JVM of its own",
            "sweep --file YAML_BAD_VALUE | --threads; '0'; at least 1",
            "sweep --file EMPTY | --file; EMPTY; base:, grid:",
            "sweep --file DIR | --file; DIR; not a file",
            "sweep --file /no/such/sweep.yaml | --file; /no/such/sweep.yaml; does not exist",
            // dataset and mapping files
            "run --dataset ndjson:/no/such/file.json | --dataset; /no/such/file.json; no readable file",
            "run --dataset ndjson:DIR | --dataset; DIR; a folder; give a file",
            "run --dataset ndjson:EMPTY | --dataset; EMPTY; is empty",
            "run --dataset linedocs:EMPTY | --dataset; EMPTY; is empty",
            "run --dataset ndjson:UNREADABLE | --dataset; UNREADABLE; no readable file",
            "run --dataset ndjson:NDJSON --mapping explicit | --dataset; NDJSON; declares no field types; --mapping-file",
            "run --mapping-file /no/such/mapping.json | --mapping-file; /no/such/mapping.json; no readable mapping file",
            "run --mapping-file DIR | --mapping-file; DIR; a folder; give a file",
            "run --mapping-file EMPTY | --mapping-file; EMPTY; is empty",
            "run --mapping-file UNREADABLE | --mapping-file; UNREADABLE; no readable mapping file",
            "run --mapping-file BAD_TYPE | --mapping-file; [geo_shape]; supported: text, keyword",
            "run --mapping-file NOT_JSON | --mapping-file; NOT_JSON; not valid JSON",
            "datasets sample ndjson:/no/such/file.json | NAME; /no/such/file.json; no readable file",
            "datasets bench geopoint --mapping-file BAD_TYPE | --mapping-file; [geo_shape]; supported:",
            // where results and indexes go
            "run --out DIR | --out; DIR; is a folder, not a file",
            "run --out /proc/forbidden/results.csv | --out; /proc/forbidden/results.csv; cannot be written",
            "sweep --out DIR | --out; DIR; is a folder, not a file",
            "run --out NOT_LAB | --out; NOT_LAB; other columns",
            // a results file another lab command is writing (here: held by this JVM, see makeFiles)
            "run --out HELD | --out; 'HELD' is being written by another; (pid; wait for it to finish or choose another --out",
            "sweep --resume --out HELD | --out; 'HELD' is being written by another; choose another --out",
            "calibrate --out HELD | --out; 'HELD' is being written by another; choose another --out",
            "run --work-dir /proc/forbidden | --work-dir; '/proc/forbidden'; cannot be written",
            "sweep --work-dir /proc/forbidden | --work-dir; '/proc/forbidden'; cannot be written",
            "run --work-dir OUT | --work-dir; OUT; cannot be written",
            "report --charts /proc/forbidden OUT | --charts; '/proc/forbidden'; cannot be written",
            "report --charts OUT OUT | --charts; OUT; cannot be written; a file is in the way",
            // result files given to report and compare
            "report NOT_LAB | FILES; NOT_LAB; not a lab results CSV",
            "report LACKING | FILES; LACKING; no metric columns",
            "report EMPTY | FILES; EMPTY; is empty",
            "report DIR | FILES; DIR; not a file",
            "report /no/such/results.csv | FILES; /no/such/results.csv; does not exist",
            "report --by flush_moed OUT | --by; 'flush_moed'; allowed: dataset",
            "report --by index OUT | --by; no per-index file; results-indices.csv; --workload",
            "report --by index --charts DIR OUT | --charts; not with --by index",
            "report --where flush_mode=bogus OUT | --where; 'flush_mode=bogus'; matches no ok trial",
            "report --where flush_moed=full OUT | --where; 'flush_moed'; is not one of the factors",
            "report --where index=k8 OUT | --where; 'index'; is not one of the factors",
            "compare OUT OUT --by shard | --by; 'shard'; index",
            "compare OUT OUT --by index | --by; no per-index file; results-indices.csv",
            "compare OUT OUT --paired | --paired; only with one FILE",
            "compare OUT --baseline flush_mode=full --contender flush_mode=next-buffer --paired --by index | --paired; "
                    + "not with --by",
            "compare OUT --baseline flush_mode=full --contender flush_mode=next-buffer --paired --bootstrap | "
                    + "--bootstrap; not with --paired; Student-t",
            "report --metrics docs_per_sec OUT | --metrics; 'docs_per_sec'; allowed: elapsed_s",
            "compare OUT NOT_LAB | FILE; NOT_LAB; not a lab results CSV",
            "compare OUT LACKING | FILE; LACKING; no metric columns",
            "compare OUT --baseline flush_mode=bogus --contender flush_mode=full | --baseline; 'flush_mode=bogus'; "
                    + "matches no ok trial",
            // workloads: files, built-in names, and index settings where node settings go (and the reverse)
            "run --workload WL_UNKNOWN_KEY | --workload; WL_UNKNOWN_KEY; index 'a':; unknown setting 'refresh_intervall'",
            "run --workload WL_UNKNOWN_SECTION | --workload; WL_UNKNOWN_SECTION; unknown section 'nodes'; allowed: name",
            "run --workload WL_NO_DATASET | --workload; WL_NO_DATASET; index 'a'; no dataset",
            "run --workload WL_SHARE | --workload; WL_SHARE; index 'a'; share: '0'; a positive number",
            "run --workload WL_DUPLICATE | --workload; WL_DUPLICATE; 'a' is given twice",
            "run --workload WL_INDEX_AT_NODE | --workload; WL_INDEX_AT_NODE; node:; 'codec' is an index setting",
            "run --workload WL_NODE_IN_INDEX | --workload; WL_NODE_IN_INDEX; index 'a':; 'bulk_size' is a node setting",
            "run --workload logs --refresh-interval 5s | --refresh-interval; '5s'; is an index setting; indices.NAME",
            "run --workload logs --codec best-compression | --codec; 'best-compression'; is an index setting",
            "sweep --workload logs --shards 1,2 | --shards; is an index setting",
            "run --workload lgos | --workload; 'lgos'; not a built-in workload (logs)",
            "sweep --file YAML_INDEX_KEY | --file; 'indices.k8.refresh_interval_ms'; YAML_INDEX_KEY; gives no workload",
            "sweep --file YAML_NO_SUCH_INDEX | --file; no index 'k9'; its indices: k8",
            "sweep --file YAML_INDEX_KEY_NODE | --file; 'indices.k8.bulk_size'; node setting",
            // partitions
            "sweep --partition 3/2 | --partition; '3/2'; K",
            "sweep --partition 0/2 | --partition; '0/2'; K",
            "sweep --partition half | --partition; 'half'; K/N");

    @TempDir
    static Path dir;
    private static Path labCsv;
    private static final Map<String, Path> FILES = new TreeMap<>();
    /** The lock of HELD, as a lab command writing it would hold it. */
    private static WriterLock held;

    @BeforeAll
    static void makeFiles() throws IOException {
        labCsv = dir.resolve("lab.csv");
        CliRun run = CliRun.of("run", "--dataset", "geopoint", "--docs", "300", "--threads", "1", "--bulk-size", "100",
                "--quiet", "--out", labCsv.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        Path files = Files.createDirectories(dir.resolve("files"));
        FILES.put("DIR", Files.createDirectories(files.resolve("a-folder")));
        FILES.put("EMPTY", Files.createFile(files.resolve("empty.json")));
        FILES.put("UNREADABLE", unreadable(files));
        FILES.put("NOT_LAB", write(files, "not-lab.csv", "a,b,c\n1,2,3\n"));
        FILES.put("LACKING", withoutMetrics(labCsv, files.resolve("lacking.csv")));
        FILES.put("BAD_TYPE", write(files, "geo-shape.json",
                "{\"mappings\": {\"properties\": {\"area\": {\"type\": \"geo_shape\"}}}}"));
        FILES.put("NOT_JSON", write(files, "mapping.txt", "properties: area is a keyword\n"));
        FILES.put("NDJSON", write(files, "good.ndjson", "{\"a\": 1}\n{\"a\": 2}\n"));
        FILES.put("YAML_SYNTAX", write(files, "syntax.yaml", "grid:\n  flush_mode: [full, next-buffer\n  shards: 2\n"));
        FILES.put("YAML_UNKNOWN_FACTOR", write(files, "factor.yaml", "grid:\n  flush_moed: [full, next-buffer]\n"));
        FILES.put("YAML_EMPTY_GRID", write(files, "empty-grid.yaml", "base:\n  shards: 2\ngrid: {}\n"));
        FILES.put("YAML_EMPTY_LIST", write(files, "empty-list.yaml", "grid:\n  shards: []\n"));
        FILES.put("YAML_UNKNOWN_SECTION", write(files, "section.yaml", "grids:\n  shards: [1, 2]\n"));
        FILES.put("YAML_BAD_MODE", write(files, "mode.yaml", "mode: triple\ngrid:\n  shards: [1, 2]\n"));
        FILES.put("YAML_DUET", write(files, "duet.yaml", "mode: duet\ngrid:\n  shards: [1, 2]\n"));
        FILES.put("YAML_BAD_VALUE", write(files, "value.yaml", "grid:\n  threads: [1, 0]\n"));
        FILES.put("WL_UNKNOWN_KEY", write(files, "wl-key.yaml", "indices:\n  - {name: a, share: 1, dataset: geopoint, "
                + "refresh_intervall: 5s}\n"));
        FILES.put("WL_UNKNOWN_SECTION", write(files, "wl-section.yaml", "nodes:\n  bulk_size: 100\nindices:\n"
                + "  - {name: a, share: 1, dataset: geopoint}\n"));
        FILES.put("WL_NO_DATASET", write(files, "wl-dataset.yaml", "indices:\n  - {name: a, share: 1}\n"));
        FILES.put("WL_SHARE", write(files, "wl-share.yaml", "indices:\n  - {name: a, share: 0, dataset: geopoint}\n"));
        FILES.put("WL_DUPLICATE", write(files, "wl-twice.yaml", "indices:\n  - {name: a, share: 1, dataset: geopoint}\n"
                + "  - {name: a, share: 2, dataset: geopoint}\n"));
        FILES.put("WL_INDEX_AT_NODE", write(files, "wl-node.yaml", "node:\n  codec: best-compression\nindices:\n"
                + "  - {name: a, share: 1, dataset: geopoint}\n"));
        FILES.put("WL_NODE_IN_INDEX", write(files, "wl-index.yaml", "indices:\n  - {name: a, share: 1, dataset: "
                + "geopoint, bulk_size: 100}\n"));
        FILES.put("YAML_INDEX_KEY", write(files, "index-key.yaml", "grid:\n  indices.k8.refresh_interval: [5s, 'off']\n"));
        FILES.put("YAML_NO_SUCH_INDEX", write(files, "no-index.yaml", "base:\n  workload: logs\ngrid:\n"
                + "  indices.k9.refresh_interval: [5s, 'off']\n"));
        FILES.put("YAML_INDEX_KEY_NODE", write(files, "index-key-node.yaml", "base:\n  workload: logs\ngrid:\n"
                + "  indices.k8.bulk_size: [100, 200]\n"));
        FILES.put("HELD", Files.copy(labCsv, files.resolve("held.csv")));
        held = WriterLock.lock(FILES.get("HELD"));
    }

    @AfterAll
    static void releaseHeld() throws IOException {
        held.close();
    }

    /** A file this user cannot read: its permissions taken away, or (as root, who reads anything) a write-only sysctl. */
    private static Path unreadable(Path files) throws IOException {
        Path file = write(files, "unreadable.json", "{}");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("---------"));
        return Files.isReadable(file) ? Path.of("/proc/sys/vm/drop_caches") : file;
    }

    /** The lab CSV without its metric columns (factors, environment and bookkeeping kept). */
    private static Path withoutMetrics(Path csv, Path to) throws IOException {
        List<Map<String, String>> rows = ResultsCsv.read(csv);
        Set<String> metrics = Arrays.stream(Metric.values()).map(Metric::column).collect(Collectors.toSet());
        List<String> kept = rows.get(0).keySet().stream().filter(column -> !metrics.contains(column)).toList();
        CsvSchema.Builder schema = CsvSchema.builder();
        kept.forEach(schema::addColumn);
        List<List<String>> values = rows.stream().map(row -> kept.stream().map(row::get).toList()).toList();
        new CsvMapper().writer(schema.build().withHeader()).writeValue(to.toFile(), values);
        return to;
    }

    private static Path write(Path folder, String name, String text) throws IOException {
        return Files.writeString(folder.resolve(name), text);
    }

    static Stream<String> cases() {
        return CASES.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void isRefusedWithOneClearLineAndNothingWritten(String row) throws IOException {
        String[] parts = row.split("\\|", 2);
        Path caseDir = Files.createDirectories(dir.resolve("case-" + Integer.toHexString(row.hashCode())));
        Path out = Files.copy(labCsv, caseDir.resolve("results.csv"));
        List<String> args = new ArrayList<>();
        for (String word : parts[0].trim().split(" +")) {
            args.add(resolve(word, out));
        }
        if (List.of("run", "sweep").contains(args.get(0)) && !args.contains("--out")) {
            args.addAll(List.of("--out", out.toString()));
        }
        if (row.contains("UNREADABLE")) {
            assumeThat(Files.isReadable(FILES.get("UNREADABLE"))).as("an unreadable file on this machine").isFalse();
        }
        Map<String, byte[]> before = contents(caseDir);
        Map<String, byte[]> fixturesBefore = contents(dir.resolve("files"));

        CliRun run = CliRun.of(args.toArray(new String[0]));

        String line = run.refusal();
        for (String fragment : parts[1].split(";")) {
            assertThat(line).as(String.join(" ", args)).contains(resolve(fragment.trim(), out));
        }
        assertThat(line).doesNotContain("Exception").doesNotContain("\tat ").doesNotContain("Source: ");
        assertThat(contents(caseDir)).as("the results CSV and its folder are untouched")
                .containsOnlyKeys(before.keySet())
                .allSatisfy((name, bytes) -> assertThat(bytes).isEqualTo(before.get(name)));
        assertThat(contents(dir.resolve("files")).keySet()).isEqualTo(fixturesBefore.keySet());
    }

    /** A word of a case with its file names replaced by paths ({@code ndjson:DIR} too). */
    private static String resolve(String word, Path out) {
        if (word.equals("''")) {
            return "";
        }
        String resolved = word.replace("OUT", out.toString());
        for (Map.Entry<String, Path> file : FILES.entrySet()) {
            resolved = resolved.replaceAll("\\b" + file.getKey() + "\\b",
                    java.util.regex.Matcher.quoteReplacement(file.getValue().toString()));
        }
        return resolved;
    }

    /** Every file below {@code folder} (UNREADABLE skipped) with its bytes. */
    private static Map<String, byte[]> contents(Path folder) throws IOException {
        Map<String, byte[]> files = new TreeMap<>();
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path path : paths.filter(Files::isRegularFile).toList()) {
                files.put(folder.relativize(path).toString(), Files.isReadable(path) ? Files.readAllBytes(path) : null);
            }
        }
        return files;
    }
}
