import SwiftUI
import Network

// An app file of the shape offline banners take: a monitor object publishing the network
// path, and a feed that shows an orange banner when offline and a status row otherwise.

final class ConnectivityMonitor: ObservableObject {
    @Published private(set) var isConnected = false
    @Published private(set) var isExpensive = false
    @Published private(set) var interface = "No connection"

    private let monitor = NWPathMonitor()
    private let queue = DispatchQueue(label: "com.example.headlines.network")

    func start(onUpdate: (() -> Void)? = nil) {
        monitor.pathUpdateHandler = { [weak self] path in
            DispatchQueue.main.async {
                self?.isConnected = path.status == .satisfied
                self?.isExpensive = path.isExpensive || path.isConstrained
                if path.usesInterfaceType(.wifi) {
                    self?.interface = "Wi-Fi"
                } else if path.usesInterfaceType(.cellular) {
                    self?.interface = "Cellular"
                } else if path.usesInterfaceType(.wiredEthernet) {
                    self?.interface = "Ethernet"
                } else {
                    self?.interface = "No connection"
                }
                onUpdate?()
            }
        }
        monitor.start(queue: queue)
    }

    func stop() {
        monitor.cancel()
    }
}

struct HeadlinesView: View {
    @ObservedObject var connectivity: ConnectivityMonitor
    let headlines = ["Harbour reopens after storm", "City council backs new bike lanes", "Local bakery wins award"]

    var body: some View {
        NavigationStack {
            List {
                if connectivity.isConnected {
                    Section {
                        Label("Online over \(connectivity.interface)", systemImage: "wifi")
                            .foregroundStyle(.green)
                    }
                } else {
                    Section {
                        HStack {
                            Image(systemName: "wifi.slash")
                            Text("You're offline")
                        }
                        .font(.headline)
                        .foregroundStyle(.white)
                        .frame(maxWidth: .infinity, minHeight: 44)
                        .listRowBackground(Color.orange)
                    }
                }
                Section("Top stories") {
                    ForEach(headlines, id: \.self) { headline in
                        Text(headline)
                    }
                }
            }
            .navigationTitle("Headlines")
        }
    }
}

#Preview("Before the first path") {
    HeadlinesView(connectivity: ConnectivityMonitor())
}

#Preview("Monitoring") {
    let connectivity = ConnectivityMonitor()
    connectivity.start()
    return HeadlinesView(connectivity: connectivity)
}
