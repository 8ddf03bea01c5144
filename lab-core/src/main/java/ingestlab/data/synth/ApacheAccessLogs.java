package ingestlab.data.synth;

import java.util.SplittableRandom;

/**
 * Apache access logs ({@code logs-apache.access-default}; corpus {@code apache-access-logs}): combined-format lines
 * parsed by {@code logs-apache.access-1.3.0} into source (with geoip), url, http and user_agent fields; the pipeline
 * drops the line ({@code event.original} is removed), so no {@code message}.
 */
final class ApacheAccessLogs extends LogsStreamDataset {
    ApacheAccessLogs() {
        super("logs-apache-access", "apache.access", "apache access-log events after the apache.access pipeline "
                + "(source with geoip, url, http, user_agent), ~2.4 KB; no message", """
            keyword : tags
            match_only_text : message
            keyword apache: access.ssl.cipher access.ssl.protocol
            keyword destination: domain
            match_only_text error: message
            keyword event: kind category outcome agent_id_status
            keyword file: path
            keyword http: request.referrer request.method version
            long http: response.status_code response.body.bytes
            keyword input: type
            keyword log: file.path level
            long log: offset
            long process: pid thread.id
            keyword source: address domain
            keyword tls: cipher version version_protocol
            keyword url: path extension original domain query
            keyword user: name
            keyword user_agent: original os.name os.version os.full name device.name version
            """ + WebClients.SOURCE_FIELDS + INTEGRATION_FIELDS + KUBERNETES_FIELDS);
    }

    @Override
    Events events(SplittableRandom random) {
        Fleet fleet = new Fleet(4, Fleet.Origin.KUBERNETES_POD, null, "apache");
        WebRequests requests = new WebRequests(new WebClients(2), "www.example.com");
        return events(random, fleet, 50, (doc, millis, machine) -> {
            WebRequests.Request request = requests.next(random, millis);
            requests.parsed(doc, request, request.method());
            readAt(doc, millis, random);
            return request.line();
        });
    }
}
