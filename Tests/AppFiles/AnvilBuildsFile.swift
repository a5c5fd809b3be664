import SwiftUI

// A 2025-2026 developer tool: a CI monitor's pipeline screen. An @Observable store, a plain
// List with collapsible Section(isExpanded:) groups, hidden row separators, swipe actions on
// both edges, refreshable, a linear ProgressView tinted per state, an accessoryCircularCapacity
// Gauge for the cache, a DisclosureGroup of monospaced log lines, and a toolbar Menu whose
// sections hold an inline Picker.

enum AnvilStatus: String, CaseIterable {
    case passed, running, failed, queued

    var tint: Color {
        switch self {
        case .passed: .green
        case .running: .blue
        case .failed: .red
        case .queued: .secondary
        }
    }

    var symbol: String {
        switch self {
        case .passed: "checkmark.circle.fill"
        case .running: "arrow.triangle.2.circlepath"
        case .failed: "xmark.octagon.fill"
        case .queued: "clock"
        }
    }
}

struct AnvilJob: Identifiable {
    let id = UUID()
    var name: String
    var branch: String
    var status: AnvilStatus
    var progress: Double
    var minutes: Int
}

enum AnvilSort: String, CaseIterable, Identifiable {
    case newest = "Newest", slowest = "Slowest"
    var id: Self { self }
}

@Observable final class AnvilStore {
    var jobs: [AnvilJob] = [
        AnvilJob(name: "Build iOS", branch: "main", status: .running, progress: 0.62, minutes: 7),
        AnvilJob(name: "Unit Tests", branch: "main", status: .passed, progress: 1, minutes: 12),
        AnvilJob(name: "UI Tests", branch: "feature/glass", status: .failed, progress: 0.4, minutes: 9),
        AnvilJob(name: "Lint", branch: "feature/glass", status: .queued, progress: 0, minutes: 0),
    ]
    var cacheUse = 0.73
    var sort: AnvilSort = .newest

    func refresh() async {}
    func jobs(_ active: Bool) -> [AnvilJob] {
        jobs.filter { ($0.status == .running || $0.status == .queued) == active }
    }
}

struct AnvilJobRow: View {
    let job: AnvilJob

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: job.status.symbol)
                .font(.title3)
                .foregroundStyle(job.status.tint)
                .frame(width: 28)
            VStack(alignment: .leading, spacing: 4) {
                HStack {
                    Text(job.name).font(.headline)
                    Spacer()
                    Text(job.minutes == 0 ? "—" : "\(job.minutes)m")
                        .font(.subheadline.monospacedDigit())
                        .foregroundStyle(.secondary)
                }
                Text(job.branch)
                    .font(.caption.monospaced())
                    .foregroundStyle(.secondary)
                if job.status == .running {
                    ProgressView(value: job.progress)
                        .tint(job.status.tint)
                }
            }
        }
        .padding(.vertical, 4)
    }
}

struct AnvilPipelineView: View {
    @State private var store = AnvilStore()
    @State private var showsActive = true
    @State private var showsFinished = true
    @State private var showsLog = true

    var body: some View {
        NavigationStack {
            List {
                Section {
                    HStack(spacing: 16) {
                        Gauge(value: store.cacheUse) {
                            Text("Cache")
                        } currentValueLabel: {
                            Text(store.cacheUse, format: .percent.precision(.fractionLength(0)))
                        }
                        .gaugeStyle(.accessoryCircularCapacity)
                        .tint(.orange)
                        VStack(alignment: .leading) {
                            Text("Build cache").font(.headline)
                            Text("7.3 of 10 GB used").foregroundStyle(.secondary)
                        }
                    }
                    .listRowSeparator(.hidden)
                }
                Section("Active", isExpanded: $showsActive) {
                    ForEach(store.jobs(true)) { job in
                        AnvilJobRow(job: job)
                            .swipeActions(edge: .trailing) {
                                Button("Cancel", systemImage: "stop.fill", role: .destructive) {}
                            }
                    }
                }
                Section("Finished", isExpanded: $showsFinished) {
                    ForEach(store.jobs(false)) { job in
                        AnvilJobRow(job: job)
                            .swipeActions(edge: .leading) {
                                Button("Retry", systemImage: "arrow.clockwise") {}
                                    .tint(.indigo)
                            }
                    }
                    DisclosureGroup("UI Tests log", isExpanded: $showsLog) {
                        ForEach(["▸ GlassTests.testTint", "✗ expected 0.5, got 0.4", "✓ 211 passed, 1 failed"], id: \.self) { line in
                            Text(line)
                                .font(.caption.monospaced())
                                .foregroundStyle(line.hasPrefix("✗") ? Color.red : Color.primary)
                        }
                    }
                }
                .listRowSeparator(.hidden)
            }
            .listStyle(.plain)
            .refreshable { await store.refresh() }
            .navigationTitle("Pipelines")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu("Options", systemImage: "ellipsis.circle") {
                        Section("Sort") {
                            Picker("Sort", selection: $store.sort) {
                                ForEach(AnvilSort.allCases) { Text($0.rawValue).tag($0) }
                            }
                            .pickerStyle(.inline)
                        }
                        Section {
                            Button("Cancel All", systemImage: "xmark", role: .destructive) {}
                        }
                    }
                }
            }
        }
    }
}

#Preview("Pipelines") {
    AnvilPipelineView()
}
