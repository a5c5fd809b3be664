import Metrics
import Prometheus

/// The server's metrics (swift-metrics), kept in a Prometheus registry that `/metrics` prints
/// in the text exposition format. Made with an explicit factory, so each server (and each
/// test) has its own registry and nothing is bootstrapped process-wide.
package final class ServerMetrics: Sendable {
    /// The registry `/metrics` prints.
    package let registry: PrometheusCollectorRegistry
    private let factory: PrometheusMetricsFactory
    /// Seconds per render (pool wait excluded), a histogram.
    package let renderDuration: Metrics.Timer
    /// Renders running and waiting.
    package let running: Metrics.Gauge
    package let waiting: Metrics.Gauge
    /// Cards answered from the response cache.
    package let cacheHits: Metrics.Counter
    /// Bytes held by the response cache.
    package let cacheBytes: Metrics.Gauge

    package init() {
        registry = PrometheusCollectorRegistry()
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.defaultDurationHistogramBuckets = [.milliseconds(1), .milliseconds(2), .milliseconds(5), .milliseconds(10),
                                                   .milliseconds(20), .milliseconds(50), .milliseconds(100), .milliseconds(200),
                                                   .milliseconds(500), .seconds(1), .seconds(2), .seconds(5)]
        self.factory = factory
        renderDuration = Metrics.Timer(label: "backplate_render_duration_seconds", factory: factory)
        running = Metrics.Gauge(label: "backplate_renders_running", factory: factory)
        waiting = Metrics.Gauge(label: "backplate_renders_waiting", factory: factory)
        cacheHits = Metrics.Counter(label: "backplate_cache_hits_total", factory: factory)
        cacheBytes = Metrics.Gauge(label: "backplate_cache_bytes", factory: factory)
    }

    /// Counts one response by route and status code.
    package func countResponse(route: String, status: Int) {
        Metrics.Counter(label: "backplate_http_responses_total", dimensions: [("route", route), ("status", String(status))], factory: factory).increment()
    }

    /// Counts one render by template and format.
    package func countRender(template: String, format: String) {
        Metrics.Counter(label: "backplate_renders_total", dimensions: [("template", template), ("format", format)], factory: factory).increment()
    }

    /// The registry in Prometheus' text format.
    package func exposition() -> String { registry.emitToString() }
}
