import Foundation

/// A description of a view's content, independent of any view: a value the cell turns into a content view, and
/// updates for each state (highlighted, selected...).
@preconcurrency @MainActor public protocol UIContentConfiguration {
    func makeContentView() -> any UIView & UIContentView
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration; a cell hands it new configurations of a kind it `supports`.
@preconcurrency @MainActor public protocol UIContentView: NSObjectProtocol {
    var configuration: any UIContentConfiguration { get set }
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// By default a content view takes configurations of the type of the one it shows.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
