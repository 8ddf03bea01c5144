package ingestlab.data.synth;

import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Nginx access logs ({@code logs-nginx.access-default}; corpora {@code nginx-access-logs} and {@code -2}): a combined
 * log line per request, parsed by {@code logs-nginx.access-1.2.0} into source (with geoip), url, http and
 * user_agent fields; the pipeline drops the line itself ({@code event.original} is removed), so no {@code message}.
 */
final class NginxAccessLogs extends LogsStreamDataset {
    NginxAccessLogs() {
        super("logs-nginx-access", "nginx.access", "nginx access-log events after the nginx.access pipeline "
                + "(source with geoip, url, http, user_agent), ~2.5 KB; no message", """
            keyword : tags
            ip destination: ip
            keyword destination: domain
            long destination: port
            keyword http: request.referrer request.method version
            long http: response.status_code response.body.bytes
            keyword input: type
            keyword log: file.path
            long log: offset
            ip related: ip
            keyword source: address
            keyword url: path extension fragment original scheme domain
            keyword user: name
            keyword user_agent: original os.name os.version os.full name device.name version
            keyword event: kind category type outcome
            keyword url: query
            keyword nginx: access.remote_ip_list
            keyword related: user
            """ + WebClients.SOURCE_FIELDS + INTEGRATION_FIELDS + KUBERNETES_FIELDS);
    }

    @Override
    Events events(SplittableRandom random) {
        Fleet fleet = new Fleet(8, Fleet.Origin.KUBERNETES_POD, null, "nginx");
        WebRequests requests = new WebRequests(new WebClients(1), "demo.elastic.co");
        return events(random, fleet, 20, (doc, millis, machine) -> {
            WebRequests.Request request = requests.next(random, millis);
            requests.parsed(doc, request, request.method().toLowerCase(Locale.ROOT));
            doc.put("nginx.access.remote_ip_list", List.of(request.address()))
                    .put("related.ip", List.of(request.address())).put("event.type", List.of("access"));
            readAt(doc, millis, random);
            return request.line();
        });
    }
}
