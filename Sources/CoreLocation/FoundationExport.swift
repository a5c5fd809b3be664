// As on iOS, where every framework's headers import Foundation: a file that imports only
// CoreLocation finds NSObject, Date and URL.
@_exported import Foundation
