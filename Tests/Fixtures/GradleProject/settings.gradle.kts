rootProject.name = "Recipes"
include(":app")
