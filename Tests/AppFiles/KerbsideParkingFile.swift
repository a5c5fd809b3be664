import SwiftUI

// A street-parking app's active session (iOS 26): an @Observable session, a capacity Gauge
// ring for the time left, zone facts in a Grid, Extend/End buttons on glass in a
// GlassEffectContainer with glassEffectIDs, a .glass "Find my car" button, a ToolbarSpacer
// between toolbar items and a payment summary in safeAreaBar(edge: .bottom).

@Observable
final class KerbsideSession {
    var zone = "4127"
    var street = "Harcourt Road"
    var plate = "KX24 RPM"
    var paidMinutes = 120
    var elapsedMinutes = 75
    var ratePerHour = 3.40
    var isExtending = false

    var remainingMinutes: Int { max(paidMinutes - elapsedMinutes, 0) }
    var fractionLeft: Double { Double(remainingMinutes) / Double(paidMinutes) }
    var cost: Double { Double(paidMinutes) / 60 * ratePerHour }
}

struct KerbsideFact: View {
    var title: String
    var value: String

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(value)
                .font(.body.weight(.semibold))
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct KerbsideTimeRing: View {
    var session: KerbsideSession

    var body: some View {
        Gauge(value: session.fractionLeft) {
            Text("Time left")
        } currentValueLabel: {
            VStack(spacing: 0) {
                Text("\(session.remainingMinutes)")
                    .font(.system(size: 44, weight: .bold, design: .rounded))
                    .contentTransition(.numericText())
                Text("min left")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
        .gaugeStyle(.accessoryCircularCapacity)
        .scaleEffect(2.2)
        .frame(width: 180, height: 180)
        .tint(session.remainingMinutes < 15 ? .red : .green)
    }
}

struct KerbsideSessionView: View {
    @State private var session = KerbsideSession()
    @Namespace private var controls

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 28) {
                    KerbsideTimeRing(session: session)
                        .padding(.top, 12)

                    Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 14) {
                        GridRow {
                            KerbsideFact(title: "Zone", value: session.zone)
                            KerbsideFact(title: "Vehicle", value: session.plate)
                        }
                        GridRow {
                            KerbsideFact(title: "Street", value: session.street)
                            KerbsideFact(title: "Rate", value: session.ratePerHour.formatted(.currency(code: "GBP")) + "/h")
                        }
                    }
                    .padding(16)
                    .background(.background.secondary, in: .rect(cornerRadius: 20))

                    GlassEffectContainer(spacing: 12) {
                        HStack(spacing: 12) {
                            Button {
                                session.isExtending = true
                            } label: {
                                Label("Extend", systemImage: "plus.circle.fill")
                                    .frame(maxWidth: .infinity)
                                    .padding(.vertical, 14)
                            }
                            .glassEffect(.regular.tint(.green).interactive(), in: .capsule)
                            .glassEffectID("extend", in: controls)

                            Button(role: .destructive) {
                            } label: {
                                Label("End", systemImage: "stop.fill")
                                    .frame(maxWidth: .infinity)
                                    .padding(.vertical, 14)
                            }
                            .glassEffect(.regular.interactive(), in: .capsule)
                            .glassEffectID("end", in: controls)
                        }
                        .font(.headline)
                    }

                    Button("Find my car", systemImage: "figure.walk") {}
                        .buttonStyle(.glass)
                        .controlSize(.large)
                }
                .padding(.horizontal, 20)
            }
            .navigationTitle("Parked")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Receipts", systemImage: "doc.text") {}
                }
                ToolbarSpacer(.fixed, placement: .topBarTrailing)
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Settings", systemImage: "gearshape") {}
                }
            }
            .safeAreaBar(edge: .bottom) {
                HStack {
                    VStack(alignment: .leading, spacing: 2) {
                        Text("Paid so far").font(.caption).foregroundStyle(.secondary)
                        Text(session.cost, format: .currency(code: "GBP"))
                            .font(.title3.weight(.semibold).monospacedDigit())
                    }
                    Spacer()
                    Text("Apple Pay")
                        .font(.subheadline.weight(.medium))
                        .padding(.horizontal, 12)
                        .padding(.vertical, 6)
                        .background(.fill.tertiary, in: .capsule)
                }
                .padding(.horizontal, 20)
                .padding(.vertical, 10)
            }
        }
    }
}

#Preview("Session") {
    KerbsideSessionView()
}
