import Backplate
import Foundation

// Tally: an expense tracker written as iOS 17/18 apps are: an @Observable store handed down
// with .environment(_:) and read with @Environment(TallyStore.self), edited through a local
// @Bindable; a NavigationSplitView (its sidebar on an iPhone); a budget Gauge; a searchable
// list with searchCompletion suggestions; an inspector, a sheet with detents and background
// interaction, a ShareLink with a title and a preview, and a model that listens to
// NotificationCenter through Combine.

extension Notification.Name {
    static let tallyDidImportReceipts = Notification.Name("TallyDidImportReceipts")
}

enum TallyCategory: String, CaseIterable, Identifiable {
    case groceries, transport, dining, home

    var id: Self { self }
    var title: String { rawValue.capitalized }
    var symbol: String {
        switch self {
        case .groceries: "cart.fill"
        case .transport: "tram.fill"
        case .dining: "fork.knife"
        case .home: "house.fill"
        }
    }
    var color: Color {
        switch self {
        case .groceries: .green
        case .transport: .blue
        case .dining: .orange
        case .home: .purple
        }
    }
}

struct TallyExpense: Identifiable, Hashable {
    let id: Int
    var title: String
    var amount: Double
    var category: TallyCategory

    static let samples: [TallyExpense] = [
        TallyExpense(id: 1, title: "Farmers market", amount: 42.80, category: .groceries),
        TallyExpense(id: 2, title: "Monthly pass", amount: 89.00, category: .transport),
        TallyExpense(id: 3, title: "Ramen with Sam", amount: 31.50, category: .dining),
        TallyExpense(id: 4, title: "Light bulbs", amount: 12.99, category: .home),
    ]
}

@Observable
final class TallyStore {
    var expenses: [TallyExpense]
    var selection: TallyExpense.ID?
    var query = ""
    var monthlyBudget = 600.0
    @ObservationIgnored private var importWatch: AnyCancellable?

    init(expenses: [TallyExpense] = TallyExpense.samples, center: NotificationCenter = .default) {
        self.expenses = expenses
        importWatch = center.publisher(for: .tallyDidImportReceipts)
            .compactMap { $0.object as? [TallyExpense] }
            .sink { [weak self] imported in self?.expenses.append(contentsOf: imported) }
    }

    var spent: Double { expenses.reduce(0) { $0 + $1.amount } }
    var remaining: Double { max(monthlyBudget - spent, 0) }

    var visibleExpenses: [TallyExpense] {
        guard !query.isEmpty else { return expenses }
        return expenses.filter { $0.title.localizedCaseInsensitiveContains(query) || $0.category.title.localizedCaseInsensitiveContains(query) }
    }

    var csv: String {
        expenses.map { "\($0.title),\($0.amount)" }.joined(separator: "\n")
    }

    func delete(_ expense: TallyExpense) {
        expenses.removeAll { $0.id == expense.id }
    }
}

struct TallyRootView: View {
    @State private var store: TallyStore

    init(store: TallyStore = TallyStore()) {
        _store = State(initialValue: store)
    }

    var body: some View {
        NavigationSplitView {
            TallyExpenseList()
        } detail: {
            TallyExpenseDetail()
        }
        .environment(store)
    }
}

struct TallyExpenseList: View {
    @Environment(TallyStore.self) private var store
    @Environment(\.isSearching) private var isSearching
    @State private var isAddingExpense = false
    @State private var showsInsights = false

    var body: some View {
        @Bindable var store = store
        List(selection: $store.selection) {
            if !isSearching {
                Section {
                    TallyBudgetGauge()
                }
            }
            Section("This Month") {
                ForEach(store.visibleExpenses) { expense in
                    TallyExpenseRow(expense: expense)
                        .swipeActions {
                            Button("Delete", systemImage: "trash", role: .destructive) {
                                store.delete(expense)
                            }
                        }
                }
            }
        }
        .listStyle(.insetGrouped)
        .navigationTitle("Tally")
        .searchable(text: $store.query, prompt: "Search expenses")
        .searchSuggestions {
            ForEach(TallyCategory.allCases) { category in
                Label(category.title, systemImage: category.symbol)
                    .searchCompletion(category.title)
            }
        }
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                ShareLink("Export", item: store.csv, preview: SharePreview("Expenses.csv"))
            }
            ToolbarItem(placement: .topBarTrailing) {
                Button("Add Expense", systemImage: "plus") { isAddingExpense = true }
            }
        }
        .sheet(isPresented: $isAddingExpense) {
            TallyAddExpenseSheet()
                .presentationDetents([.medium, .large])
                .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                .presentationContentInteraction(.scrolls)
        }
        .inspector(isPresented: $showsInsights) {
            Text("Insights")
                .inspectorColumnWidth(min: 240, ideal: 280, max: 320)
        }
        .sensoryFeedback(.success, trigger: store.expenses.count)
    }
}

struct TallyBudgetGauge: View {
    @Environment(TallyStore.self) private var store

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Gauge(value: store.spent, in: 0...store.monthlyBudget) {
                Text("Budget")
            } currentValueLabel: {
                Text(store.spent, format: .currency(code: "USD"))
            }
            .gaugeStyle(.linearCapacity)
            .tint(store.spent > store.monthlyBudget * 0.8 ? .red : .green)
            LabeledContent("Left to spend", value: store.remaining, format: .currency(code: "USD"))
        }
        .padding(.vertical, 4)
    }
}

struct TallyExpenseRow: View {
    let expense: TallyExpense

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: expense.category.symbol)
                .font(.subheadline)
                .foregroundStyle(.white)
                .frame(width: 32, height: 32)
                .background(expense.category.color.gradient, in: .rect(cornerRadius: 8))
            VStack(alignment: .leading, spacing: 2) {
                Text(expense.title)
                Text(expense.category.title)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text(expense.amount, format: .currency(code: "USD"))
                .monospacedDigit()
        }
        .accessibilityElement(children: .combine)
        .accessibilityAction(named: "Delete") { }
    }
}

struct TallyExpenseDetail: View {
    @Environment(TallyStore.self) private var store

    var body: some View {
        if let id = store.selection, let expense = store.expenses.first(where: { $0.id == id }) {
            Form {
                LabeledContent("Amount", value: expense.amount, format: .currency(code: "USD"))
                LabeledContent("Category", value: expense.category.title)
            }
            .navigationTitle(expense.title)
        } else {
            ContentUnavailableView("No Expense Selected", systemImage: "creditcard",
                                   description: Text("Choose an expense to see its details."))
        }
    }
}

struct TallyAddExpenseSheet: View {
    enum Field: Hashable { case title, amount, note }

    @Environment(TallyStore.self) private var store
    @Environment(\.dismiss) private var dismiss
    @FocusState private var focusedField: Field?
    @State private var title = ""
    @State private var amount = 0.0
    @State private var note = ""
    @State private var category = TallyCategory.groceries

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                    .focused($focusedField, equals: .title)
                    .submitLabel(.next)
                    .onSubmit { focusedField = .amount }
                TextField("Amount", value: $amount, format: .currency(code: "USD"))
                    .keyboardType(.decimalPad)
                    .focused($focusedField, equals: .amount)
                Picker("Category", selection: $category) {
                    ForEach(TallyCategory.allCases) { category in
                        Label(category.title, systemImage: category.symbol).tag(category)
                    }
                }
                TextField("Note", text: $note, axis: .vertical)
                    .lineLimit(2...4)
                    .focused($focusedField, equals: .note)
            }
            .defaultFocus($focusedField, .title)
            .navigationTitle("New Expense")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        store.expenses.append(TallyExpense(id: store.expenses.count + 1, title: title, amount: amount, category: category))
                        dismiss()
                    }
                    .disabled(title.isEmpty)
                }
            }
        }
    }
}

#Preview("Tally") {
    TallyRootView()
}
