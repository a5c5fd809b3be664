import Backplate

// A market app's Arabic screen: a header, a search capsule and product rows with a
// thumbnail, a name, a price and a chevron that points "forward" (left, in Arabic).

struct SoukProduct: Identifiable {
    let id: Int
    let name: String
    let seller: String
    let price: Int
    let tint: Color
}

extension SoukProduct {
    static let samples: [SoukProduct] = [
        SoukProduct(id: 1, name: "زيت زيتون", seller: "مزرعة الجبل", price: 45, tint: .green),
        SoukProduct(id: 2, name: "تمر مجدول", seller: "واحة النخيل", price: 80, tint: .brown),
        SoukProduct(id: 3, name: "زعفران", seller: "سوق التوابل", price: 120, tint: .orange),
    ]
}

struct SoukProductRow: View {
    let product: SoukProduct
    @ScaledMetric private var thumbnailSize: CGFloat = 44

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 10, style: .continuous)
                .fill(product.tint.gradient)
                .frame(width: thumbnailSize, height: thumbnailSize)
                .overlay(alignment: .topLeading) {
                    Circle().fill(.white).frame(width: 8, height: 8).padding(4)
                }
                .id("thumb-\(product.id)")
            VStack(alignment: .leading, spacing: 2) {
                Text(product.name).font(.headline)
                Text(product.seller).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer(minLength: 8)
            Text("\(product.price) ر.س")
                .font(.callout.monospacedDigit())
                .id("price-\(product.id)")
            Image(systemName: "chevron.forward")
                .font(.footnote.weight(.semibold))
                .foregroundStyle(.tertiary)
                .id("chevron-\(product.id)")
        }
        .padding(.vertical, 8)
        .padding(.leading, 16)
        .padding(.trailing, 12)
    }
}

struct SoukMarketScreen: View {
    var products: [SoukProduct] = SoukProduct.samples

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("السوق")
                .font(.largeTitle.bold())
                .padding(.horizontal, 16)
                .padding(.top, 12)
                .id("title")
            HStack(spacing: 6) {
                Image(systemName: "magnifyingglass")
                Text("ابحث في السوق").foregroundStyle(.secondary)
                Spacer()
            }
            .padding(.horizontal, 10)
            .frame(height: 36)
            .background(Color.gray.opacity(0.15), in: Capsule())
            .padding(16)
            .id("search")
            ForEach(products) { product in
                SoukProductRow(product: product)
                Divider().padding(.leading, 16 + 44 + 12)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

#Preview("Souk, Arabic") {
    SoukMarketScreen()
        .environment(\.layoutDirection, .rightToLeft)
}
