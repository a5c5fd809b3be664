import Foundation

extension SKNode {
    /// The first node `name` finds (see `subscript(_:)` for the search syntax), or `nil`.
    public func childNode(withName name: String) -> SKNode? {
        searchNodes(name, first: true).first
    }

    /// Calls `block` with each node `name` finds, in tree order, until it sets its second
    /// argument to `true`.
    public func enumerateChildNodes(withName name: String, using block: (SKNode, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for node in searchNodes(name, first: false) {
            withUnsafeMutablePointer(to: &stop) { block(node, $0) }
            if stop.boolValue { return }
        }
    }

    /// The nodes a search string finds, SpriteKit's syntax: a name matches the children
    /// (`*` any run of characters, `[ab]`/`[a-z]` one of a set); `/` separates levels; a
    /// leading `/` starts at the tree's root; `//` searches every level below (from the root
    /// when leading); `.` is the node itself, `..` its parent.
    public subscript(name: String) -> [SKNode] {
        searchNodes(name, first: false)
    }

    /// The nodes `pattern` finds from this node, in tree order, without repeats.
    func searchNodes(_ pattern: String, first: Bool) -> [SKNode] {
        guard !pattern.isEmpty else { return [] }
        var current: [SKNode] = [self]
        var rest = Substring(pattern)
        var recursive = false
        if rest.hasPrefix("//") {
            current = [root]
            recursive = true
            rest = rest.dropFirst(2)
        } else if rest.hasPrefix("/") {
            current = [root]
            rest = rest.dropFirst()
        }
        let parts = rest.split(separator: "/", omittingEmptySubsequences: false)
        for (index, part) in parts.enumerated() {
            if part.isEmpty {
                if index > 0 { recursive = true }
                continue
            }
            var next: [SKNode] = []
            var seen = Set<ObjectIdentifier>()
            for node in current {
                let candidates: [SKNode]
                switch part {
                case ".": candidates = [node]
                case "..": candidates = node.parent.map { [$0] } ?? []
                default: candidates = (recursive ? node.descendants : node.children).filter { SKNameGlob.matches(part, $0.name) }
                }
                for candidate in candidates where seen.insert(ObjectIdentifier(candidate)).inserted { next.append(candidate) }
            }
            current = next
            recursive = false
            if current.isEmpty { return [] }
        }
        return first ? Array(current.prefix(1)) : current
    }

    /// Every node below this one, in tree order (at most `SKTreeLimits.maximumNodes`).
    var descendants: [SKNode] {
        var result: [SKNode] = []
        var stack: [SKNode] = children.reversed()
        while let node = stack.popLast(), result.count < SKTreeLimits.maximumNodes {
            result.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }
}

/// SpriteKit's name patterns: `*` matches any run of characters, `[...]` one character of a
/// set (with `a-z` ranges), everything else itself.
enum SKNameGlob {
    /// Whether `name` matches `pattern` (a node without a name matches nothing).
    static func matches(_ pattern: Substring, _ name: String?) -> Bool {
        guard let name else { return false }
        return match(Array(pattern), 0, Array(name), 0)
    }

    private static func match(_ p: [Character], _ pi: Int, _ s: [Character], _ si: Int) -> Bool {
        var pi = pi, si = si
        var starP = -1, starS = -1
        while si < s.count {
            if pi < p.count, p[pi] == "*" {
                starP = pi
                starS = si
                pi += 1
            } else if pi < p.count, let (matched, next) = single(p, pi, s[si]), matched {
                pi = next
                si += 1
            } else if starP >= 0 {
                pi = starP + 1
                starS += 1
                si = starS
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }

    /// Whether the pattern element at `pi` matches `c`, and the index after the element.
    private static func single(_ p: [Character], _ pi: Int, _ c: Character) -> (Bool, Int)? {
        guard p[pi] == "[", let close = p[(pi + 1)...].firstIndex(of: "]") else { return (p[pi] == c, pi + 1) }
        let set = Array(p[(pi + 1)..<close])
        var i = 0, found = false
        while i < set.count {
            if i + 2 < set.count, set[i + 1] == "-" {
                if set[i] <= c && c <= set[i + 2] { found = true }
                i += 3
            } else {
                if set[i] == c { found = true }
                i += 1
            }
        }
        return (found, close + 1)
    }
}
