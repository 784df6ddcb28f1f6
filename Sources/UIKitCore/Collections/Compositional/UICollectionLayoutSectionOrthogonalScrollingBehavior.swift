import Foundation

/// How a section scrolls across the layout's scrolling axis: not at all, freely, or settling on groups or pages.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}
