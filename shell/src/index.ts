// The async boundary lets Module Federation negotiate the shared singletons before any of them is used (STACK trap 1).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
