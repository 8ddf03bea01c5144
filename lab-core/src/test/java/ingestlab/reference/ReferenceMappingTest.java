package ingestlab.reference;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import ingestlab.catalog.LabSettings;
import ingestlab.data.DataSettings;
import ingestlab.mapping.ExplicitMapping;
import ingestlab.mapping.MappingSettings;
import org.junit.jupiter.api.Test;

/** The lab's mapping as the reference node receives it (ReferenceMapping). */
class ReferenceMappingTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode translated(String mapping) throws Exception {
        return JSON.readTree(ReferenceMapping.json(ExplicitMapping.parse(mapping, "test"), "test"));
    }

    @Test
    void eachLabTypeBecomesTheNodeTypeOfTheSameLuceneFields() throws Exception {
        JsonNode root = translated("""
                {"properties": {
                  "message": {"type": "match_only_text"},
                  "data_stream.dataset": {"type": "constant_keyword"},
                  "host.name": {"type": "keyword", "ignore_above": 1024},
                  "host.os.name": {"type": "keyword", "doc_values": false},
                  "@timestamp": {"type": "date", "format": "epoch_second"},
                  "size": {"type": "integer", "index": false},
                  "title": {"type": "text", "store": true, "fields": {"raw": {"type": "keyword"}}},
                  "location": {"type": "geo_point", "store": true},
                  "client": {"type": "ip"}}}""");
        assertThat(root.get("dynamic").asBoolean(true)).as("the lab indexes no undeclared field").isFalse();
        JsonNode p = root.get("properties");
        assertThat(p.get("message").toString())
                .isEqualTo("{\"type\":\"text\",\"index_options\":\"docs\",\"norms\":false}");
        assertThat(p.has("data_stream")).as("constant_keyword adds no Lucene field: left unmapped").isFalse();
        JsonNode host = p.get("host").get("properties");
        assertThat(host.get("name").toString()).isEqualTo("{\"type\":\"keyword\",\"ignore_above\":1024}");
        assertThat(host.get("os").get("properties").get("name").toString())
                .isEqualTo("{\"type\":\"keyword\",\"doc_values\":false}");
        assertThat(p.get("@timestamp").toString()).isEqualTo("{\"type\":\"date\",\"format\":\"epoch_second\"}");
        assertThat(p.get("size").toString()).isEqualTo("{\"type\":\"integer\",\"index\":false}");
        assertThat(p.get("title").toString())
                .isEqualTo("{\"type\":\"text\",\"store\":true,\"fields\":{\"raw\":{\"type\":\"keyword\"}}}");
        assertThat(p.get("location").toString()).as("the lab stores no geo_point").isEqualTo("{\"type\":\"geo_point\"}");
        assertThat(p.get("client").toString()).isEqualTo("{\"type\":\"ip\"}");
    }

    @Test
    void scaledFloatIsRefusedNamingTheField() {
        var spec = LabSettings.defaults().setText(DataSettings.DATASET, "nyc_taxis").build();
        assertThatThrownBy(() -> ReferenceMapping.of(spec)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("--dataset nyc_taxis: field [")
                .hasMessageContaining("is scaled_float, which the reference node's shards cannot index")
                .hasMessageContaining("allowed: text, keyword");
    }

    @Test
    void aFieldUnderAnotherFieldIsRefused() {
        assertThatThrownBy(() -> translated("""
                {"properties": {"a": {"type": "keyword"}, "a.b": {"type": "keyword"}}}"""))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("test: field [a.b] lies under field [a], which is not an object; a node mapping cannot "
                        + "hold both");
    }

    @Test
    void aDatasetsDeclaredTypesAreSentAndDynamicMappingSendsNone() throws Exception {
        var k8 = LabSettings.defaults().setText(DataSettings.DATASET, "logs-k8-application").build();
        JsonNode root = JSON.readTree(ReferenceMapping.of(k8));
        assertThat(root.get("properties").get("message").get("index_options").asText()).isEqualTo("docs");
        var dynamic = LabSettings.defaults().setText(DataSettings.DATASET, "logs-k8-application")
                .setText(MappingSettings.MAPPING, "dynamic").build();
        assertThat(ReferenceMapping.of(dynamic)).isNull();
    }

    @Test
    void everyIndexOfTheLogsWorkloadMapsWithoutAnUpdateToCome() {
        var logs = LabSettings.defaults().setText(ingestlab.workload.WorkloadSettings.WORKLOAD, "logs").build();
        var properties = ReferenceSettings.properties(Engine.ES_8_11_4, logs);
        assertThat(properties.getProperty("index.0.name")).isEqualTo("k8");
        for (int i = 0; properties.getProperty("index." + i + ".name") != null; i++) {
            assertThat(properties.getProperty("index." + i + ".mapping")).as("index " + i).contains("\"dynamic\":false");
            assertThat(properties.getProperty("index." + i + ".auto_ids")).as("logs: ids auto").isEqualTo("true");
        }
    }

    @Test
    void openSearchGetsItsOwnMergePolicyKeysAndNoTranslogAgeAndRefusesAnAge() {
        var logs = LabSettings.defaults().setText(ingestlab.workload.WorkloadSettings.WORKLOAD, "logs").build();
        var es = ReferenceSettings.properties(Engine.ES_8_10_4, logs);
        var os = ReferenceSettings.properties(Engine.OS_2_19_6, logs);
        assertThat(es.getProperty("index.0.setting.index.merge.policy.type")).isEqualTo("time_based");
        assertThat(es.getProperty("index.0.setting.index.translog.flush_threshold_age")).isEqualTo("60000ms");
        // the logs workload's indices use log-byte-size (factor 32, 2 MB, 100 GB): OpenSearch's keys, the lab's values
        assertThat(os.getProperty("index.0.setting.index.merge.policy")).isEqualTo("log_byte_size");
        assertThat(os.getProperty("index.0.setting.index.merge.log_byte_size_policy.merge_factor")).isEqualTo("32");
        assertThat(os.getProperty("index.0.setting.index.merge.log_byte_size_policy.min_merge")).isEqualTo("2097152b");
        assertThat(os.getProperty("index.0.setting.index.merge.log_byte_size_policy.max_merge_segment"))
                .isEqualTo("107374182400b");
        assertThat(os.getProperty("index.0.setting.index.merge.policy.type")).isNull();
        assertThat(os.getProperty("index.0.setting.index.translog.flush_threshold_age")).isNull();
        var tiered = ReferenceSettings.properties(Engine.OS_2_19_6, LabSettings.defaults().build());
        assertThat(tiered.getProperty("index.0.setting.index.merge.policy")).isEqualTo("tiered");
        var age = LabSettings.defaults().setText(ingestlab.translog.TranslogSettings.TRANSLOG, "request")
                .setText(ingestlab.translog.TranslogSettings.TRANSLOG_FLUSH_AGE_MS, "1h").build();
        assertThat(ReferenceSettings.refusal(Engine.OS_2_19_6, age, java.util.List.of()))
                .startsWith("--translog-flush-age: OpenSearch 2.19 has no flush by translog age (index ");
        assertThat(ReferenceSettings.refusal(Engine.ES_8_10_4, age, java.util.List.of())).isNull();
    }
}
