import Backplate

// Crate: a small-business stock room, written as an iPad-first app whose screens also run on
// iPhone. The inventory is a sortable `Table` (on an iPhone only its first column shows, so
// that column carries a compact summary), with search scopes, a status badge and a rename
// button in a context menu.

struct CrateProduct: Identifiable, Hashable {
    let id: Int
    var name: String
    var sku: String
    var onHand: Int
    var reorderAt: Int
    var unitWeight: Measurement<UnitMass>
    var price: Decimal

    var needsReorder: Bool { onHand <= reorderAt }
    var stockValue: Decimal { price * Decimal(onHand) }
}

enum CrateScope: String, CaseIterable, Identifiable {
    case all = "All"
    case low = "Low Stock"
    case archived = "Archived"
    var id: Self { self }
}

enum CrateSamples {
    static let products: [CrateProduct] = [
        CrateProduct(id: 1, name: "Oak Crate, Large", sku: "CR-1042", onHand: 38, reorderAt: 10,
                     unitWeight: Measurement(value: 4.2, unit: .kilograms), price: 24.50),
        CrateProduct(id: 2, name: "Pine Crate, Small", sku: "CR-1007", onHand: 6, reorderAt: 12,
                     unitWeight: Measurement(value: 1.35, unit: .kilograms), price: 9.90),
        CrateProduct(id: 3, name: "Rope Handles", sku: "AC-2210", onHand: 140, reorderAt: 40,
                     unitWeight: Measurement(value: 180, unit: .grams), price: 3.25),
        CrateProduct(id: 4, name: "Stencil Kit", sku: "AC-2301", onHand: 3, reorderAt: 5,
                     unitWeight: Measurement(value: 620, unit: .grams), price: 18.00),
    ]
}

struct CrateInventoryView: View {
    @State private var products = CrateSamples.products
    @State private var selection = Set<CrateProduct.ID>()
    @State private var sortOrder = [KeyPathComparator(\CrateProduct.name)]
    @State private var query = ""
    @State private var scope = CrateScope.all
    @Environment(\.horizontalSizeClass) private var sizeClass

    private var lowStockCount: Int { products.filter(\.needsReorder).count }

    var body: some View {
        NavigationStack {
            Table(products, selection: $selection, sortOrder: $sortOrder) {
                TableColumn("Product", value: \.name) { product in
                    if sizeClass == .compact {
                        CrateCompactRow(product: product)
                    } else {
                        Text(product.name)
                    }
                }
                TableColumn("SKU", value: \.sku)
                TableColumn("On Hand", value: \.onHand) { product in
                    Text(product.onHand, format: .number)
                        .foregroundStyle(product.needsReorder ? .red : .primary)
                }
                .width(min: 60, ideal: 80)
                TableColumn("Weight") { product in
                    Text(product.unitWeight, format: .measurement(width: .abbreviated))
                }
                TableColumn("Value") { product in
                    Text(product.stockValue, format: .currency(code: "USD"))
                }
            }
            .onChange(of: sortOrder) { _, newOrder in
                products.sort(using: newOrder)
            }
            .contextMenu(forSelectionType: CrateProduct.ID.self) { ids in
                RenameButton()
                Button("Archive", systemImage: "archivebox") {}
            }
            .renameAction { }
            .searchable(text: $query, prompt: "Name or SKU")
            .searchScopes($scope) {
                ForEach(CrateScope.allCases) { scope in
                    Text(scope.rawValue).tag(scope)
                }
            }
            .navigationTitle("Inventory")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add Product", systemImage: "plus") {}
                }
                ToolbarItem(placement: .status) {
                    Text("\(lowStockCount) items need reordering")
                        .font(.caption)
                }
            }
        }
    }
}

/// The compact layout of a product in the first column: name, SKU and stock on one row.
struct CrateCompactRow: View {
    let product: CrateProduct

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text(product.name)
                    .font(.headline)
                Text(product.sku)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .monospaced()
            }
            Spacer()
            Text("\(product.onHand)")
                .font(.body.monospacedDigit())
                .foregroundStyle(product.needsReorder ? .red : .secondary)
        }
    }
}

/// A supplier's list of products with a count badge whose prominence is raised.
struct CrateSupplierList: View {
    var body: some View {
        List {
            Section("Suppliers") {
                Text("Northwood Timber")
                    .badge(4)
                Text("Harbor Rope Co.")
                    .badge(1)
            }
        }
        .badgeProminence(.increased)
    }
}

#Preview("Inventory") {
    CrateInventoryView()
}
