import Backplate

// Penny, a bank account's activity screen: a balance card whose figure uses
// `.contentTransition(.numericText())` and can be hidden with an `@AppStorage` flag, then the
// transactions grouped by day in an inset-grouped `List` (one `Section` per day, its header the
// date and the day's net), rows with a category enum's computed colour and icon, amounts with
// `format: .currency(code:)` and `.monospacedDigit()`, `.swipeActions`, `.contextMenu`,
// `.searchable`, a `ToolbarItemGroup`, `navigationDestination(for:)`, a
// `.confirmationDialog` and `.sensoryFeedback` on the refresh trigger.

enum PennyCategory: String, CaseIterable, Identifiable {
    case groceries, transport, dining, salary, rent, entertainment

    var id: Self { self }

    var title: String {
        switch self {
        case .groceries: return "Groceries"
        case .transport: return "Transport"
        case .dining: return "Eating Out"
        case .salary: return "Salary"
        case .rent: return "Rent"
        case .entertainment: return "Entertainment"
        }
    }

    var symbol: String {
        switch self {
        case .groceries: return "cart.fill"
        case .transport: return "tram.fill"
        case .dining: return "fork.knife"
        case .salary: return "banknote"
        case .rent: return "house.fill"
        case .entertainment: return "film"
        }
    }

    var tint: Color {
        switch self {
        case .groceries: return .green
        case .transport: return .blue
        case .dining: return .orange
        case .salary: return .teal
        case .rent: return .indigo
        case .entertainment: return .pink
        }
    }
}

struct PennyTransaction: Identifiable, Hashable {
    let id = UUID()
    var merchant: String
    var category: PennyCategory
    /// Negative for money going out.
    var amount: Decimal
    var date: Date
    var isPending = false

    static let day: TimeInterval = 86_400
    /// Monday 10 June 2024, 12:00 UTC.
    static let reference = Date(timeIntervalSince1970: 1_718_020_800)

    static let samples: [PennyTransaction] = [
        PennyTransaction(merchant: "Green Grocer", category: .groceries, amount: -23.40, date: reference, isPending: true),
        PennyTransaction(merchant: "Metro Card", category: .transport, amount: -2.90, date: reference.addingTimeInterval(-3_600)),
        PennyTransaction(merchant: "Northwind Ltd", category: .salary, amount: 2_450.00, date: reference.addingTimeInterval(-day)),
        PennyTransaction(merchant: "Noodle Bar", category: .dining, amount: -18.75, date: reference.addingTimeInterval(-day - 7_200)),
        PennyTransaction(merchant: "City Lofts", category: .rent, amount: -1_200.00, date: reference.addingTimeInterval(-2 * day)),
        PennyTransaction(merchant: "Starlight Cinema", category: .entertainment, amount: -24.00, date: reference.addingTimeInterval(-2 * day - 3_600)),
    ]
}

@Observable
final class PennyAccountStore {
    var balance: Decimal = 3_184.52
    var transactions: [PennyTransaction] = PennyTransaction.samples
    var refreshCount = 0

    /// Days, newest first, each with its transactions.
    func days(matching query: String) -> [(day: Date, items: [PennyTransaction])] {
        let filtered = query.isEmpty
            ? transactions
            : transactions.filter { $0.merchant.localizedCaseInsensitiveContains(query) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let grouped = Dictionary(grouping: filtered) { calendar.startOfDay(for: $0.date) }
        return grouped.keys.sorted(by: >).map { day in
            (day, grouped[day]!.sorted { $0.date > $1.date })
        }
    }

    func remove(_ transaction: PennyTransaction) {
        transactions.removeAll { $0.id == transaction.id }
    }
}

struct PennyAmountText: View {
    var amount: Decimal

    var body: some View {
        Text(amount, format: .currency(code: "USD"))
            .monospacedDigit()
            .foregroundStyle(amount > 0 ? Color.green : Color.primary)
    }
}

struct PennyCategoryBadge: View {
    var category: PennyCategory

    var body: some View {
        Image(systemName: category.symbol)
            .font(.system(size: 15, weight: .semibold))
            .foregroundStyle(.white)
            .frame(width: 36, height: 36)
            .background(category.tint.gradient, in: Circle())
    }
}

struct PennyTransactionRow: View {
    var transaction: PennyTransaction

    var body: some View {
        HStack(spacing: 12) {
            PennyCategoryBadge(category: transaction.category)
            VStack(alignment: .leading, spacing: 2) {
                Text(transaction.merchant)
                    .font(.body)
                HStack(spacing: 4) {
                    Text(transaction.category.title)
                    if transaction.isPending {
                        Text("Pending")
                            .font(.caption2.weight(.semibold))
                            .padding(.horizontal, 6)
                            .padding(.vertical, 1)
                            .background(.orange.opacity(0.2), in: Capsule())
                            .foregroundStyle(.orange)
                    }
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)
            }
            Spacer()
            PennyAmountText(amount: transaction.amount)
        }
    }
}

struct PennyCardModifier: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding(20)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(
                LinearGradient(colors: [Color(red: 0.11, green: 0.37, blue: 0.33), Color(red: 0.05, green: 0.22, blue: 0.27)],
                               startPoint: .topLeading, endPoint: .bottomTrailing),
                in: RoundedRectangle(cornerRadius: 20, style: .continuous)
            )
            .foregroundStyle(.white)
    }
}

extension View {
    func pennyCard() -> some View {
        modifier(PennyCardModifier())
    }
}

struct PennyBalanceCard: View {
    var balance: Decimal
    var hidesBalance: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Label("Everyday Checking", systemImage: "creditcard.fill")
                .font(.subheadline.weight(.medium))
                .opacity(0.85)
            Group {
                if hidesBalance {
                    Text("••••••")
                } else {
                    Text(balance, format: .currency(code: "USD"))
                        .contentTransition(.numericText())
                }
            }
            .font(.system(size: 34, weight: .bold, design: .rounded))
            .monospacedDigit()
            Text("Available balance")
                .font(.footnote)
                .opacity(0.7)
        }
        .pennyCard()
    }
}

struct PennyActivityScreen: View {
    @State private var store = PennyAccountStore()
    @State private var query = ""
    @State private var pendingDeletion: PennyTransaction?
    @State private var confirmsDeletion = false
    @AppStorage("penny.hidesBalance") private var hidesBalance = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    PennyBalanceCard(balance: store.balance, hidesBalance: hidesBalance)
                        .listRowInsets(EdgeInsets())
                        .listRowBackground(Color.clear)
                }

                ForEach(store.days(matching: query), id: \.day) { group in
                    Section {
                        ForEach(group.items) { transaction in
                            NavigationLink(value: transaction) {
                                PennyTransactionRow(transaction: transaction)
                            }
                            .swipeActions(edge: .trailing) {
                                Button(role: .destructive) {
                                    pendingDeletion = transaction
                                    confirmsDeletion = true
                                } label: {
                                    Label("Hide", systemImage: "eye.slash")
                                }
                            }
                            .contextMenu {
                                Button("Copy Amount", systemImage: "doc.on.doc") {}
                                Button("Report a Problem", systemImage: "exclamationmark.triangle") {}
                            }
                        }
                    } header: {
                        PennyDayHeader(day: group.day, items: group.items)
                    }
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Activity")
            .searchable(text: $query, prompt: "Search merchants")
            .navigationDestination(for: PennyTransaction.self) { transaction in
                PennyTransactionDetail(transaction: transaction)
            }
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button {
                        hidesBalance.toggle()
                    } label: {
                        Image(systemName: hidesBalance ? "eye" : "eye.slash")
                    }
                    Button {
                        store.refreshCount += 1
                    } label: {
                        Image(systemName: "arrow.clockwise")
                    }
                }
            }
            .sensoryFeedback(.success, trigger: store.refreshCount)
            .confirmationDialog("Hide this transaction?", isPresented: $confirmsDeletion, titleVisibility: .visible,
                                presenting: pendingDeletion) { transaction in
                Button("Hide \(transaction.merchant)", role: .destructive) {
                    store.remove(transaction)
                }
            }
        }
    }
}

struct PennyDayHeader: View {
    var day: Date
    var items: [PennyTransaction]

    private var net: Decimal { items.reduce(0) { $0 + $1.amount } }

    var body: some View {
        HStack {
            Text(day, format: .dateTime.weekday(.wide).month(.wide).day())
            Spacer()
            Text(net, format: .currency(code: "USD"))
                .monospacedDigit()
        }
    }
}

struct PennyTransactionDetail: View {
    var transaction: PennyTransaction

    var body: some View {
        Form {
            Section {
                VStack(spacing: 8) {
                    PennyCategoryBadge(category: transaction.category)
                    PennyAmountText(amount: transaction.amount)
                        .font(.largeTitle.bold())
                    Text(transaction.merchant)
                        .foregroundStyle(.secondary)
                }
                .frame(maxWidth: .infinity)
            }
            Section("Details") {
                LabeledContent("Category", value: transaction.category.title)
                LabeledContent("Date") {
                    Text(transaction.date, format: .dateTime.month().day().hour().minute())
                }
                LabeledContent("Status", value: transaction.isPending ? "Pending" : "Completed")
            }
        }
        .navigationTitle(transaction.merchant)
        .navigationBarTitleDisplayMode(.inline)
    }
}

#Preview("Activity") {
    PennyActivityScreen()
}

#Preview("Detail") {
    NavigationStack {
        PennyTransactionDetail(transaction: PennyTransaction.samples[0])
    }
}
