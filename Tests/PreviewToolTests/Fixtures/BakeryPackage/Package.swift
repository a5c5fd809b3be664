// swift-tools-version: 5.9
// A fixture app for `backplate preview` tests: never built by SwiftPM, only by the preview tool.
import PackageDescription

let package = Package(
    name: "BakeryPackage",
    targets: [.executableTarget(name: "BakeryApp")]
)
