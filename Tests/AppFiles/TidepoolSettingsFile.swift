import SwiftUI

// A surf-forecast app whose settings screen is still the UIKit table controller it shipped with
// in 2019, and whose spot gallery is a compositional-layout collection view; the SwiftUI shell
// hosts both through representables.

enum SettingsSection: Int, CaseIterable {
    case account, alerts

    var title: String {
        switch self {
        case .account: return "Account"
        case .alerts: return "Alerts"
        }
    }
}

final class TidepoolSettingsViewController: UITableViewController {
    private let cellID = "SettingCell"
    var swellAlertsOn = true

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: cellID)
        tableView.backgroundColor = .systemGroupedBackground
    }

    override func numberOfSections(in tableView: UITableView) -> Int { SettingsSection.allCases.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        SettingsSection(rawValue: section) == .account ? 2 : 1
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        SettingsSection(rawValue: section)?.title
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        SettingsSection(rawValue: section) == .alerts ? "We'll ping you when the swell tops 4 ft." : nil
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch SettingsSection(rawValue: indexPath.section) {
        case .account:
            let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
            cell.textLabel?.text = indexPath.row == 0 ? "Home Break" : "Units"
            cell.detailTextLabel?.text = indexPath.row == 0 ? "Ocean Beach" : "Feet"
            cell.accessoryType = .disclosureIndicator
            return cell
        default:
            let cell = tableView.dequeueReusableCell(withIdentifier: cellID, for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "Swell Alerts"
            content.image = UIImage(systemName: "water.waves")
            cell.contentConfiguration = content
            let toggle = UISwitch()
            toggle.isOn = swellAlertsOn
            cell.accessoryView = toggle
            cell.selectionStyle = .none
            return cell
        }
    }
}

struct TidepoolSettingsView: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> TidepoolSettingsViewController {
        TidepoolSettingsViewController(style: .insetGrouped)
    }

    func updateUIViewController(_ uiViewController: TidepoolSettingsViewController, context: Context) {}
}

struct SurfSpot: Hashable {
    let name: String
    let color: UIColor
}

final class SpotGalleryCell: UICollectionViewCell {
    static let reuseID = "SpotGalleryCell"
    let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 12
        contentView.clipsToBounds = true
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        nameLabel.textColor = .white
        contentView.addSubview(nameLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        nameLabel.frame = CGRect(x: 10, y: contentView.bounds.height - 30, width: contentView.bounds.width - 20, height: 22)
    }
}

struct SpotGalleryView: UIViewRepresentable {
    let spots: [SurfSpot]

    func makeCoordinator() -> Coordinator { Coordinator(spots: spots) }

    func makeUIView(context: Context) -> UICollectionView {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(140)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.register(SpotGalleryCell.self, forCellWithReuseIdentifier: SpotGalleryCell.reuseID)
        collectionView.dataSource = context.coordinator
        collectionView.backgroundColor = .clear
        return collectionView
    }

    func updateUIView(_ uiView: UICollectionView, context: Context) {}

    final class Coordinator: NSObject, UICollectionViewDataSource {
        let spots: [SurfSpot]
        init(spots: [SurfSpot]) { self.spots = spots }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { spots.count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: SpotGalleryCell.reuseID, for: indexPath) as! SpotGalleryCell
            cell.contentView.backgroundColor = spots[indexPath.item].color
            cell.nameLabel.text = spots[indexPath.item].name
            return cell
        }
    }
}

extension SurfSpot {
    static let samples = [
        SurfSpot(name: "Mavericks", color: .systemBlue),
        SurfSpot(name: "Steamer Lane", color: .systemTeal),
        SurfSpot(name: "Linda Mar", color: .systemIndigo),
    ]
}

struct TidepoolHomeView: View {
    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                SpotGalleryView(spots: SurfSpot.samples)
                    .frame(height: 300)
                TidepoolSettingsView()
            }
            .navigationTitle("Tidepool")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

#Preview("Home") {
    TidepoolHomeView()
}

#Preview("Settings") {
    TidepoolSettingsView()
}
