import Foundation

/// Gives a table view its counts, cells and section titles.
@MainActor @preconcurrency
public protocol UITableViewDataSource: NSObjectProtocol {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath` (asked only while laying out: never, in a render).
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections (1 by default).
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of `section`'s header (`nil` by default: none).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer (`nil` by default: none).
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No header title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// Told of a table view's selection and asked for its headers and heights. A render has no
/// touches and lays out no rows: never called.
@MainActor @preconcurrency
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// Called after the row at `indexPath` was selected.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// Called after the row at `indexPath` was deselected.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// The height of the row at `indexPath` (`UITableView.automaticDimension` by default).
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The view of `section`'s header (`nil` by default: the title's).
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
}

extension UITableViewDelegate {
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Self-sizing rows.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { UITableView.automaticDimension }
    /// No header view.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
}
