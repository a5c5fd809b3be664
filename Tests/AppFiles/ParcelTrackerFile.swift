import SwiftUI
import UIKit

// A 2022-style parcel tracker: SwiftUI navigation around a UIKit list (a compositional list
// layout, a diffable data source, cell registrations) whose cells are built from stack views.

struct Shipment: Hashable, Sendable {
    enum Stage: String, Sendable {
        case labelCreated = "Label created"
        case inTransit = "In transit"
        case outForDelivery = "Out for delivery"
        case delivered = "Delivered"
    }

    let id: Int
    let title: String
    let carrier: String
    let note: String
    let stage: Stage
}

extension Shipment.Stage {
    var color: UIColor {
        switch self {
        case .labelCreated: return .systemGray
        case .inTransit: return .systemBlue
        case .outForDelivery: return .systemOrange
        case .delivered: return .systemGreen
        }
    }

    var symbolName: String {
        switch self {
        case .labelCreated: return "doc.text"
        case .inTransit: return "shippingbox"
        case .outForDelivery: return "box.truck"
        case .delivered: return "checkmark.seal.fill"
        }
    }
}

enum ShipmentSection: String, CaseIterable, Sendable {
    case arriving = "Arriving"
    case delivered = "Delivered"
}

extension Shipment {
    static let samples: [Shipment] = [
        Shipment(id: 1, title: "Trail running shoes", carrier: "UPS", note: "Arrives today by 8 PM", stage: .outForDelivery),
        Shipment(id: 2, title: "Espresso grinder", carrier: "FedEx", note: "Departed Memphis hub", stage: .inTransit),
        Shipment(id: 3, title: "Film camera strap", carrier: "USPS", note: "Waiting for the carrier to pick it up", stage: .labelCreated),
        Shipment(id: 4, title: "Paperback: The Overstory", carrier: "USPS", note: "Left at front door", stage: .delivered),
    ]
}

final class ShipmentCell: UICollectionViewListCell {
    private let iconView = UIImageView()
    private let titleLabel = UILabel()
    private let detailLabel = UILabel()
    private let badge = UIView()
    private let badgeLabel = UILabel()
    private lazy var textStack = UIStackView(arrangedSubviews: [titleLabel, detailLabel])
    private lazy var rowStack = UIStackView(arrangedSubviews: [iconView, textStack, badge])

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUpViews()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setUpViews() {
        iconView.contentMode = .scaleAspectFit
        iconView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .title2)
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.adjustsFontForContentSizeCategory = true
        detailLabel.font = .preferredFont(forTextStyle: .subheadline)
        detailLabel.textColor = .secondaryLabel
        detailLabel.numberOfLines = 2
        textStack.axis = .vertical
        textStack.spacing = 2

        badgeLabel.font = .preferredFont(forTextStyle: .caption1)
        badgeLabel.textColor = .white
        badgeLabel.translatesAutoresizingMaskIntoConstraints = false
        badge.layer.cornerRadius = 8
        badge.layer.cornerCurve = .continuous
        badge.addSubview(badgeLabel)
        badge.setContentHuggingPriority(.required, for: .horizontal)
        badge.setContentCompressionResistancePriority(.required, for: .horizontal)

        rowStack.spacing = 12
        rowStack.alignment = .center
        rowStack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(rowStack)

        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            iconView.widthAnchor.constraint(equalToConstant: 30),
            badgeLabel.leadingAnchor.constraint(equalTo: badge.leadingAnchor, constant: 8),
            badgeLabel.trailingAnchor.constraint(equalTo: badge.trailingAnchor, constant: -8),
            badgeLabel.topAnchor.constraint(equalTo: badge.topAnchor, constant: 3),
            badgeLabel.bottomAnchor.constraint(equalTo: badge.bottomAnchor, constant: -3),
            rowStack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            rowStack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            rowStack.topAnchor.constraint(equalTo: margins.topAnchor),
            rowStack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    func configure(with shipment: Shipment) {
        iconView.image = UIImage(systemName: shipment.stage.symbolName)
        iconView.tintColor = shipment.stage.color
        titleLabel.text = shipment.title
        detailLabel.text = "\(shipment.carrier) · \(shipment.note)"
        badgeLabel.text = shipment.stage.rawValue
        badge.backgroundColor = shipment.stage.color
        badge.isHidden = shipment.stage == .delivered
        accessories = [.disclosureIndicator()]
    }
}

final class ShipmentsViewController: UIViewController {
    private let shipments: [Shipment]
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<ShipmentSection, Shipment>!

    init(shipments: [Shipment]) {
        self.shipments = shipments
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        configureDataSource()
        applySnapshot()
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<ShipmentCell, Shipment> { cell, _, shipment in
            cell.configure(with: shipment)
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = ShipmentSection.allCases[indexPath.section].rawValue
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<ShipmentSection, Shipment>(collectionView: collectionView) {
            collectionView, indexPath, shipment in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: shipment)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
    }

    private func applySnapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<ShipmentSection, Shipment>()
        snapshot.appendSections(ShipmentSection.allCases)
        snapshot.appendItems(shipments.filter { $0.stage != .delivered }, toSection: .arriving)
        snapshot.appendItems(shipments.filter { $0.stage == .delivered }, toSection: .delivered)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

struct ShipmentsList: UIViewControllerRepresentable {
    let shipments: [Shipment]

    func makeUIViewController(context: Context) -> ShipmentsViewController {
        ShipmentsViewController(shipments: shipments)
    }

    func updateUIViewController(_ uiViewController: ShipmentsViewController, context: Context) {}
}

struct ParcelHomeView: View {
    @State private var showingAdd = false

    var body: some View {
        NavigationStack {
            ShipmentsList(shipments: Shipment.samples)
                .ignoresSafeArea(edges: .bottom)
                .navigationTitle("Parcels")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Add", systemImage: "plus") { showingAdd = true }
                    }
                }
        }
    }
}

#Preview("Parcels") {
    ParcelHomeView()
}
