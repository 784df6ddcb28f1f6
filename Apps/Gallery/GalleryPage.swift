import UIKit

/// The gallery's pages, in sidebar order.
enum GalleryPage: Int, CaseIterable {
    case views, drawing, layers, animations, viewAnimations, screens, controls, scrolling, autoLayout, lists, photoGrid, navigation, presentation,
         dynamics, desktop, text, tiled, emitters, blur

    var title: String {
        switch self {
        case .views: "Views"
        case .drawing: "Drawing"
        case .text: "Text"
        case .layers: "Layers"
        case .animations: "Layer animations"
        case .viewAnimations: "View animations"
        case .dynamics: "Dynamics"
        case .screens: "Screens"
        case .controls: "Controls"
        case .scrolling: "Scrolling"
        case .lists: "Lists"
        case .autoLayout: "Auto Layout"
        case .photoGrid: "Photo grid"
        case .navigation: "Navigation"
        case .presentation: "Presentation"
        case .desktop: "Desktop"
        case .tiled: "Tiled"
        case .emitters: "Emitters"
        case .blur: "Blur"
        }
    }

    var subtitle: String {
        switch self {
        case .views: "UIView hierarchies: colour, alpha, nesting, clipping and transforms."
        case .drawing: "draw(_:) with UIBezierPath, gradients, images and text."
        case .text: "TextKit: text around an exclusion path, and one text through two text views."
        case .layers: "CALayer: borders, corners, shadows, masks, gradients, shapes, text and 3D."
        case .animations: "CABasicAnimation, springs, keyframes, transitions and groups. Tap Replay to run them again."
        case .viewAnimations: "UIView.animate, springs, keyframes and transitions. Tap Replay to run them again."
        case .dynamics: "UIDynamicAnimator: gravity, collisions, a snap where you click and a spring. Replay drops them again."
        case .screens: "UIScreen.screens and their modes, updated as monitors come and go."
        case .controls: "Text, menus and the standard controls; Tab moves the focus ring, Space and the arrows work it."
        case .scrolling: "UIScrollView: drag, flick, wheel and touchpad; bouncing, deceleration and paging."
        case .lists: "UITableView: 100,000 rows, floating headers, an index, swipe actions, keyboard and range selection."
        case .autoLayout: "NSLayoutConstraint, anchors and UIStackView: a form that reflows when the window is resized."
        case .photoGrid: "UICollectionView: a compositional layout and a diffable data source over 10,000 reused cells."
        case .navigation: "Click a row to push; pop with Back, a drag from the left edge, Alt+Left or the mouse's back button."
        case .presentation: "present(_:animated:): a form sheet, a popover, an alert and an action sheet; Escape dismisses."
        case .tiled: "CATiledLayer in a zooming scroll view: tiles drawn off the main thread, sharper as you zoom (pinch, double-click)."
        case .desktop: "Drag the card onto the well or the field, or out to other applications (XDND); pointer shapes and tooltips."
        case .emitters: "CAEmitterLayer: fire (drag the slider), snow and fireworks with nested cells. Replay restarts them."
        case .blur: "UIVisualEffectView: live blurs of what lies behind, materials in light and dark, and vibrancy."
        }
    }

    /// `--page NAME` on the command line opens the gallery at that page (a name from the sidebar, any case).
    static func fromLaunchArguments(_ arguments: [String] = CommandLine.arguments) -> GalleryPage? {
        guard let flag = arguments.firstIndex(of: "--page") else { return nil }
        let name = arguments.indices.contains(flag + 1) ? arguments[flag + 1] : ""
        if let page = allCases.first(where: { $0.title.lowercased() == name.lowercased() }) { return page }
        let names = allCases.map(\.title).joined(separator: ", ")
        FileHandle.standardError.write(Data("gallery: no page named \"\(name)\"; the pages are \(names)\n".utf8))
        return nil
    }

    @MainActor func makeContent(frame: CGRect) -> GalleryPageContent {
        switch self {
        case .views: ViewsPage(frame: frame)
        case .drawing: DrawingPage(frame: frame)
        case .text: TextPage(frame: frame)
        case .layers: LayersPage(frame: frame)
        case .animations: AnimationsPage(frame: frame)
        case .viewAnimations: ViewAnimationsPage(frame: frame)
        case .dynamics: DynamicsPage(frame: frame)
        case .screens: ScreensPage(frame: frame)
        case .controls: ControlsPage(frame: frame)
        case .scrolling: ScrollingPage(frame: frame)
        case .lists: ListsPage(frame: frame)
        case .autoLayout: AutoLayoutPage(frame: frame)
        case .photoGrid: PhotoGridPage(frame: frame)
        case .navigation: NavigationPage(frame: frame)
        case .presentation: PresentationPage(frame: frame)
        case .desktop: DesktopPage(frame: frame)
        case .tiled: TiledPage(frame: frame)
        case .emitters: EmittersPage(frame: frame)
        case .blur: BlurPage(frame: frame)
        }
    }
}

/// A page's content view; told when it comes on screen so that it can start what moves.
class GalleryPageContent: UIView {
    static let tileSize = CGSize(width: 230, height: 220)
    static let stageHeight: CGFloat = 170

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = GalleryStyle.page
    }

    required init?(coder: NSCoder) { nil }

    func didAppear() {}

    /// A Replay button in the bottom right corner that runs `didAppear()` again (pages whose content moves).
    func addReplayButton() {
        let replay = UIButton(type: .system)
        replay.setTitle("Replay", for: .normal)
        replay.setTitleColor(.white, for: .normal)
        replay.backgroundColor = GalleryStyle.sidebarSelected
        replay.layer.cornerRadius = 8
        replay.frame = CGRect(x: bounds.width - 132, y: bounds.height - 54, width: 100, height: 36)
        replay.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        replay.addAction(UIAction { [weak self] _ in self?.didAppear() }, for: .touchUpInside)
        addSubview(replay)
    }

    /// A white card in a grid of three columns (column, row), captioned below its stage; returns the stage.
    @discardableResult
    func addTile(_ title: String, column: Int, row: Int, in parent: UIView? = nil) -> UIView {
        let size = Self.tileSize
        let card = UIView(frame: CGRect(x: 32 + CGFloat(column) * (size.width + 20), y: 16 + CGFloat(row) * (size.height + 16),
                                        width: size.width, height: size.height))
        card.backgroundColor = GalleryStyle.card
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 1
        card.layer.borderColor = UIColor(white: 0.88, alpha: 1).cgColor
        (parent ?? self).addSubview(card)
        let stage = UIView(frame: CGRect(x: 0, y: 0, width: size.width, height: Self.stageHeight))
        card.addSubview(stage)
        card.addSubview(UILabel(title, frame: CGRect(x: 14, y: Self.stageHeight + 12, width: size.width - 28, height: 24),
                                size: 14, bold: true))
        return stage
    }
}
