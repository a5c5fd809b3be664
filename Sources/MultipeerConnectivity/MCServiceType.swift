import BackplateCore
import Foundation

/// Checks a Bonjour service type as Multipeer Connectivity requires it: 1 to 15 characters of
/// lowercase ASCII letters, digits and hyphens, with a letter, no hyphen first, last or beside
/// another. iOS raises an exception otherwise; a render keeps it and warns, naming `owner`.
func checkServiceType(_ serviceType: String, in owner: String) {
    let characters = Array(serviceType.unicodeScalars)
    let allowed = characters.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    let valid = (1...15).contains(characters.count) && allowed
        && characters.contains { ("a"..."z").contains($0) }
        && characters.first != "-" && characters.last != "-" && !serviceType.contains("--")
    if !valid {
        RuntimeWarning.emit("\(owner): the service type \"\(serviceType)\" is invalid (1 to 15 lowercase ASCII letters, digits and single inner hyphens, with a letter); Multipeer Connectivity raises an exception on iOS")
    }
}
