package ingestlab.data.synth;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Application logs of containers on Kubernetes ({@code logs-k8-application.log-default}; corpora
 * {@code application-logs-1}, "k8-stats", and {@code application-logs-2}, "eden-apps", at byte ratios 0.5 and 0.25):
 * the container's line kept whole as {@code message} (the stream's pipeline {@code logs-k8-app} has no processors),
 * with Elastic Agent's envelope and {@code container.*}; the track removes {@code kubernetes.*} from these corpora.
 * Lines are a mix of Spring Boot, Go JSON, Node and Python access lines, and now and then a Java stack trace;
 * the eden apps' events also carry their level, logger and {@code eden.created_at}.
 *
 * <p>The declared mapping is the whole template {@code logs-k8-application.log.json}: 347 fields, 262 of them
 * {@code keyword}, {@code message} as {@code match_only_text} (and {@code data_stream.*} from the {@code logs-mappings}
 * component template it is composed of), of which a document fills a few dozen, as real ones do. The template's
 * {@code best_compression} codec and {@code refresh_interval: 5s} are index settings, not the dataset's.
 */
final class K8ApplicationLogs extends LogsStreamDataset {
    private static final DateTimeFormatter SPRING_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSS",
            Locale.ROOT).withZone(ZoneOffset.UTC);
    /** Spring Boot lines after their time: the level at a fixed place, then pid, thread, logger and text. */
    private static final LineTemplates SPRING = new LineTemplates(1.0,
            "  INFO 1 --- [nio-8080-exec-{n1}] c.e.eden.shop.web.OrderController        : Order {n6} placed by customer {n6} with {n1} items, total {n3}.{d2} EUR",
            "  INFO 1 --- [nio-8080-exec-{n1}] c.e.eden.shop.service.CatalogService     : Loaded {n3} products for category '{w1}' in {n3} ms",
            "  WARN 1 --- [nio-8080-exec-{n1}] o.h.engine.jdbc.spi.SqlExceptionHelper   : SQL Error: 0, SQLState: 40001",
            " DEBUG 1 --- [   scheduling-1] c.e.eden.shop.jobs.CartCleanupJob        : Removed {n3} abandoned carts older than {n2} hours",
            "  INFO 1 --- [nio-8080-exec-{n1}] c.e.eden.shop.web.SearchController       : Search '{w2}' returned {n3} hits in {n2} ms");
    private static final LineTemplates JSON_LINES = new LineTemplates(1.0,
            "{\"level\":\"info\",\"ts\":157783{d4}.{d3},\"caller\":\"server/handler.go:{n3}\",\"msg\":\"request completed\",\"method\":\"GET\",\"path\":\"/api/v1/products/{n5}\",\"status\":200,\"duration_ms\":{n3},\"request_id\":\"{x16}\"}",
            "{\"level\":\"info\",\"ts\":157783{d4}.{d3},\"caller\":\"cache/redis.go:{n3}\",\"msg\":\"cache miss\",\"key\":\"product:{n5}\",\"request_id\":\"{x16}\"}",
            "{\"level\":\"warn\",\"ts\":157783{d4}.{d3},\"caller\":\"payment/client.go:{n3}\",\"msg\":\"retrying payment provider\",\"attempt\":{n1},\"error\":\"context deadline exceeded\",\"order_id\":{n6}}",
            "{\"level\":\"error\",\"ts\":157783{d4}.{d3},\"caller\":\"server/handler.go:{n3}\",\"msg\":\"request failed\",\"method\":\"POST\",\"path\":\"/api/v1/checkout\",\"status\":502,\"error\":\"upstream connect error or disconnect/reset before headers\"}");
    private static final LineTemplates OTHER = new LineTemplates(1.0,
            "::ffff:10.12.{n2}.{n2} - - [01/Jan/2020:{hms} +0000] \"GET /api/recommendations?user={n6} HTTP/1.1\" 200 {n4} \"-\" \"Go-http-client/1.1\"",
            "INFO:werkzeug:10.12.{n2}.{n2} - - [01/Jan/2020 {hms}] \"GET /healthz HTTP/1.1\" 200 -",
            "[2020-01-01T{hms}.{d3}Z] info: Rendered product page {n5} for session {x24} in {n3}ms",
            "I0101 {hms}.{d6}       1 leaderelection.go:{n3}] successfully renewed lease default/{w1}-controller",
            "level=info ts=2020-01-01T{hms}.{d3}Z caller=main.go:{n3} msg=\"Completed loading of configuration file\" filename=/etc/config/{w1}.yml");
    private static final String[] FRAMES = {"org.springframework.web.servlet.FrameworkServlet.processRequest(FrameworkServlet.java:1014)",
        "org.apache.catalina.core.ApplicationFilterChain.internalDoFilter(ApplicationFilterChain.java:193)",
        "org.hibernate.engine.jdbc.spi.SqlExceptionHelper.convert(SqlExceptionHelper.java:113)",
        "com.zaxxer.hikari.pool.ProxyPreparedStatement.executeQuery(ProxyPreparedStatement.java:52)",
        "co.elastic.eden.shop.service.OrderService.place(OrderService.java:{n3})",
        "java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1128)",
        "org.apache.tomcat.util.net.NioEndpoint$SocketProcessor.doRun(NioEndpoint.java:1707)"};
    private static final String[] LOGGERS = {"co.elastic.eden.shop.web.OrderController", "co.elastic.eden.shop.service.CatalogService",
        "co.elastic.eden.shop.jobs.CartCleanupJob", "org.hibernate.engine.jdbc.spi.SqlExceptionHelper"};
    /** The apps; the eden apps (application-logs-2, a third of the stream's bytes) run on the less busy machines. */
    private static final String[] APPS = {"recommendations", "checkout", "frontend", "eden-shop", "eden-catalog", "eden-cart"};

    K8ApplicationLogs() {
        super("logs-k8-application", "k8-application.log", "application logs of Kubernetes containers (message as "
                + "match_only_text, container, host, cloud), about 350 declared fields, ~1.7 KB", """
            date : @timestamp
            keyword : tags stream
            match_only_text : message
            keyword agent: hostname name id ephemeral_id type version
            keyword cloud: image.id availability_zone instance.name instance.id provider machine.type project.id
            keyword cloud: region account.id
            keyword container: image.name image.tag name runtime id
            constant_keyword data_stream: type dataset namespace
            date eden: created_at
            keyword error: code id stack_trace type
            date event: created start ingested end
            float event: risk_score risk_score_norm
            keyword event: original code timezone kind module type url reference provider action id category
            keyword event: dataset outcome hash agent_id_status
            long event: severity duration sequence
            boolean file: code_signature.valid code_signature.trusted code_signature.exists
            date file: created mtime accessed ctime
            keyword file: owner extension gid drive_letter type directory target_path inode mode path uid
            keyword file: code_signature.subject_name code_signature.status mime_type pe.file_version pe.product
            keyword file: pe.description pe.original_file_name pe.company name attributes device hash.sha1
            keyword file: hash.sha256 hash.sha512 hash.md5 group
            long file: size
            keyword fileset: name
            geo_point geo: location
            keyword geo: region_iso_code continent_name city_name country_iso_code country_name name region_name
            keyword group: domain name id
            boolean host: containerized
            geo_point host: geo.location
            keyword host: os.build os.kernel os.codename os.name os.family os.version os.platform os.full type
            keyword host: mac geo.region_iso_code geo.continent_name geo.city_name geo.country_iso_code
            keyword host: geo.country_name geo.name geo.region_name hostname domain name id user.full_name
            keyword host: user.domain user.name user.id user.email user.hash user.group.domain user.group.name
            keyword host: user.group.id architecture
            long host: uptime
            keyword http: request.referrer request.method request.body.content response.body.content version
            long http: request.bytes request.body.bytes response.status_code response.bytes response.body.bytes
            keyword input: type
            keyword kubernetes: container.image container.name node.name pod.uid pod.name statefulset.name
            keyword kubernetes: namespace replicaset.name deployment.name
            keyword log: original file.path level logger origin.file.name origin.function flags
            keyword log: syslog.severity.name syslog.facility.name source.address
            long log: offset origin.file.line syslog.severity.code syslog.priority syslog.facility.code
            double nginx: ingress_controller.upstream.response.time ingress_controller.http.request.time
            ip nginx: ingress_controller.upstream.ip
            keyword nginx: ingress_controller.upstream.alternative_name ingress_controller.upstream.name
            keyword nginx: ingress_controller.http.request.id
            long nginx: ingress_controller.upstream.port ingress_controller.upstream.response.status_code
            long nginx: ingress_controller.upstream.response.length ingress_controller.http.request.length
            long nginx: error.connection_id
            boolean process: parent.code_signature.valid parent.code_signature.trusted
            boolean process: parent.code_signature.exists code_signature.valid code_signature.trusted
            boolean process: code_signature.exists
            date process: parent.start start
            keyword process: parent.working_directory parent.thread.name parent.title parent.entity_id
            keyword process: parent.executable parent.args parent.code_signature.subject_name
            keyword process: parent.code_signature.status parent.name parent.hash.sha1 parent.hash.sha256
            keyword process: parent.hash.sha512 parent.hash.md5 parent.command_line working_directory
            keyword process: thread.name program entity_id title executable args code_signature.subject_name
            keyword process: code_signature.status pe.file_version pe.product pe.description
            keyword process: pe.original_file_name pe.company name command_line hash.sha1 hash.sha256
            keyword process: hash.sha512 hash.md5
            long process: parent.pgid parent.pid parent.thread.id parent.ppid parent.uptime parent.exit_code
            long process: parent.args_count pgid pid thread.id ppid uptime exit_code args_count
            ip related: ip
            keyword related: user hash
            geo_point server: geo.location
            ip server: nat.ip ip
            keyword server: address top_level_domain mac geo.continent_name geo.region_iso_code geo.city_name
            keyword server: geo.country_iso_code geo.country_name geo.name geo.region_name registered_domain
            keyword server: as.organization.name domain user.full_name user.domain user.name user.id user.email
            keyword server: user.hash user.group.domain user.group.name user.group.id
            long server: nat.port packets as.number port bytes
            geo_point source: geo.location
            ip source: nat.ip ip
            keyword source: address top_level_domain mac geo.continent_name geo.region_iso_code geo.city_name
            keyword source: geo.country_iso_code geo.country_name geo.name geo.region_name as.organization.name
            keyword source: registered_domain service.name domain user.full_name user.domain user.name user.id
            keyword source: user.email user.hash user.group.domain user.group.name user.group.id
            long source: nat.port packets as.number port bytes
            keyword url: extension original scheme top_level_domain query path fragment registered_domain
            keyword url: password domain username full
            long url: port
            keyword user: owner.name owner.id owner.group.name owner.group.id saved.name saved.id
            keyword user: saved.group.name saved.group.id terminal filesystem.name filesystem.id
            keyword user: filesystem.group.name filesystem.group.id effective.name effective.id
            keyword user: effective.group.name effective.group.id full_name audit.name audit.id audit.group.name
            keyword user: audit.group.id domain name id email hash group.domain group.name group.id
            keyword host: ip
            """ + AGENT_FIELDS);
    }

    @Override
    Events events(SplittableRandom random) {
        Fleet fleet = new Fleet(4 * APPS.length, Fleet.Origin.APPLICATION_CONTAINER, null, APPS);
        return events(random, fleet, 5, (doc, millis, machine) -> {
            boolean eden = fleet.app(machine) >= 3;
            double kind = random.nextDouble();
            String message;
            String level = null;
            if (kind < 0.03) {
                StringBuilder trace = new StringBuilder(LineTemplates.fill(
                        "org.springframework.dao.CannotAcquireLockException: could not execute statement; SQL [n/a]; nested exception is org.hibernate.exception.LockAcquisitionException: could not execute statement", random));
                for (int i = 0, n = 8 + random.nextInt(20); i < n; i++) {
                    trace.append("\n\tat ").append(LineTemplates.fill(FRAMES[random.nextInt(FRAMES.length)], random));
                }
                message = trace.toString();
                level = "ERROR";
            } else if (eden || kind < 0.45) {
                message = SPRING_TIME.format(Instant.ofEpochMilli(millis)) + SPRING.next(random);
                level = message.substring(24, 29).trim();
            } else if (kind < 0.75) {
                message = JSON_LINES.next(random);
            } else {
                message = OTHER.next(random);
            }
            doc.put("message", message);
            if (eden) {
                doc.put("log.level", level).put("log.logger", LOGGERS[random.nextInt(LOGGERS.length)])
                        .put("eden.created_at", iso(millis - random.nextInt(1000)));
            }
            return message;
        });
    }

    /** The stream's template has no Fleet final pipeline, so nothing sets {@code event.ingested}. */
    @Override
    boolean ingestedByFleet() {
        return false;
    }
}
